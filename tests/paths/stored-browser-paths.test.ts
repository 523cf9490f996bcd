/**
 * The browser paths kept in a file (tests/paths/stored-browser-paths.ts) are the walk's paths: the
 * same ids, events, states and real ops when walked and written, when read back, and when the file
 * is stale. The three models here are the quick ones to walk (the match's and recorder's take
 * seconds); the rebuilding is the same for every model.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lineupUserModel } from './lineup.user-model.ts';
import { liveStreamUserModel } from './live-stream.user-model.ts';
import { outboxUserModel } from './outbox.user-model.ts';
import { storedBrowserPaths } from './stored-browser-paths.ts';
import { browserPaths, type UserModel, type UserPath } from './user-model.ts';

const folder = mkdtempSync(join(tmpdir(), 'pitchside-browser-paths-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A path as plain data: its ops' `sendWith` functions by the event type they answer. */
const plain = (paths: UserPath<object, { type: string }>[]) => JSON.parse(JSON.stringify(paths)) as unknown;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
describe.each([lineupUserModel, liveStreamUserModel, outboxUserModel] as UserModel<any, any>[])('$real.name browser paths in a file', (model) => {
  const walked = browserPaths(model);
  const file = join(folder, `${model.real.name}.json`);

  test('a missing file: walked and written as ids and events', () => {
    expect(plain(storedBrowserPaths(model, file))).toEqual(plain(walked));
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { id: string; events: unknown[] }[]>;
    expect(written[model.real.name]).toEqual(walked.map((p) => ({ id: p.id, events: p.steps.map((s) => s.event) })));
  });

  test('read back: the same paths, each step with the states and real ops of the model', () => {
    const read = storedBrowserPaths(model, file);
    expect(plain(read)).toEqual(plain(walked));
    // The ops are the model's own (their functions included), not a copy from the file.
    expect(read.map((p) => p.steps.map((s) => s.real.length))).toEqual(walked.map((p) => p.steps.map((s) => s.real.length)));
    for (const [i, path] of read.entries()) expect(path.steps.map((s) => model.step(s.event))).toEqual(walked[i]!.steps.map((s) => model.step(s.event)));
  });

  test('what the file holds is what is read, rebuilt by the model: a path cut to its first two steps', () => {
    const cut = { id: 'cut-B01', events: walked[0]!.steps.slice(0, 2).map((s) => s.event) };
    writeFileSync(file, JSON.stringify({ [model.real.name]: [cut] }));
    expect(plain(storedBrowserPaths(model, file))).toEqual(plain([{ id: 'cut-B01', steps: walked[0]!.steps.slice(0, 2) }]));
  });

  test('a stale file (an event the model no longer offers there): walked again and rewritten', () => {
    const stale = { [model.real.name]: [{ id: `${model.real.name}-B01`, events: [{ type: 'NO_SUCH_USER_EVENT' }] }] };
    writeFileSync(file, JSON.stringify(stale));
    expect(plain(storedBrowserPaths(model, file))).toEqual(plain(walked));
    expect(JSON.parse(readFileSync(file, 'utf8'))[model.real.name]).toHaveLength(walked.length);
  });
});
