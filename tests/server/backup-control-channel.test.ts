/**
 * The lone server's control channel (decision 099), apart from the dump itself (which the production
 * test drives): who answers, the socket's mode, a file left by a process that died, a second server
 * on the same DATA_DIR, and a DATA_DIR too long for a socket path.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError } from '#server/backup/archive.ts';
import { askServer, type ControlChannel, controlSocketPath, startControlChannel } from '#server/backup/control-channel.ts';

// The channel answers `ping` without touching the database.
const noDatabase = {} as PGlite;
const folders: string[] = [];
const channels: ControlChannel[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pitchside-channel-'));
  folders.push(folder);
  return folder;
};

afterEach(async () => {
  await Promise.all(channels.splice(0).map((c) => c.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('control channel', () => {
  it('answers on DATA_DIR/control.sock, readable by its owner only, and is gone once closed', async () => {
    const dir = dataDir();
    expect(await askServer(dir, 'ping')).toBeNull();
    const channel = await startControlChannel(dir, noDatabase);
    expect(statSync(controlSocketPath(dir)).mode & 0o777).toBe(0o600);
    expect(await askServer(dir, 'ping')).toEqual({ ok: true });
    await channel.close();
    expect(await askServer(dir, 'ping')).toBeNull();
  });

  it('replaces a socket file nobody answers on (a server that died) and refuses a second server on the same DATA_DIR', async () => {
    const dir = dataDir();
    writeFileSync(controlSocketPath(dir), '');
    expect(await askServer(dir, 'ping')).toBeNull();
    channels.push(await startControlChannel(dir, noDatabase));
    expect(await askServer(dir, 'ping')).toEqual({ ok: true });
    await expect(startControlChannel(dir, noDatabase)).rejects.toThrow(/another Pitchside server answers on .*control\.sock/);
  });

  it('refuses a DATA_DIR whose socket path is too long, naming it', () => {
    const long = join(tmpdir(), 'x'.repeat(120));
    expect(() => controlSocketPath(long)).toThrow(BackupError);
    expect(() => controlSocketPath(long)).toThrow(/DATA_DIR is too long for the backup control socket/);
  });
});
