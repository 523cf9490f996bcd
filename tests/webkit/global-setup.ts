/**
 * The WebKit layer's set-up (decision 085), once per run before its one worker starts: the production
 * build and the seeded template as Playwright's (e2e/global-setup.ts), the real server on a fresh
 * database as Playwright's workers start it (e2e/fixtures/server.ts), and WebKitGTK's WebDriver
 * (Debian's `webkit2gtk-driver`) on a virtual display (`xvfb-run`): it opens MiniBrowser windows,
 * and there is no screen here. A missing driver fails the layer: CI installs it (.ci/run).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import e2eGlobalSetup from '../../e2e/global-setup.ts';
import { startServer } from '../../e2e/fixtures/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebKit layer's server (`http://127.0.0.1:<port>`). */
    webkitServerOrigin: string;
    /** The port WebKitWebDriver listens on (loopback). */
    webkitDriverPort: number;
    /** Where MiniBrowser saves downloads (the browser's home folder, made for the run). */
    webkitDownloadDir: string;
    /** The browser WebKitWebDriver starts: MiniBrowser in that home folder (a two-line wrapper). */
    webkitBrowserBinary: string;
  }
}

/** The server listens on WEBKIT_PORT (4373 by default, clear of Playwright's 4173 + n), the driver one port up. */
const serverPort = Number(process.env.WEBKIT_PORT ?? 4373);
const driverPort = serverPort + 1;

/** Debian's MiniBrowser (package libwebkit2gtk-4.1-0, which webkit2gtk-driver pulls in), in the machine's multiarch folder. */
const miniBrowserPath =
  readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path)) ?? '/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser';

function requireProgram(program: string, debianPackage: string) {
  if (spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0) {
    throw new Error(`The WebKit layer needs ${program}: apt-get install ${debianPackage} (.ci/run installs it).`);
  }
}

async function waitForDriver(driver: ChildProcess, output: () => string) {
  for (const until = Date.now() + 30_000; ; await sleep(100)) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${driverPort}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer within 30 s:\n${output()}`);
  }
}

export default async function setup({ provide }: TestProject) {
  requireProgram('WebKitWebDriver', 'webkit2gtk-driver');
  requireProgram('xvfb-run', 'xvfb');
  if (!existsSync(miniBrowserPath)) throw new Error(`The WebKit layer needs MiniBrowser at ${miniBrowserPath}: apt-get install webkit2gtk-driver.`);

  const removeTemplate = e2eGlobalSetup();
  const server = await startServer(serverPort, {});
  // MiniBrowser saves a download in its home folder (no XDG download folder is set there): a fresh
  // one per run, so a test finds exactly the file it downloaded, and nothing lands in the real home.
  // WebKitWebDriver starts the browser with an environment of its own (HOME left out), so the folder
  // is set by a wrapper it starts instead.
  const home = mkdtempSync(join(tmpdir(), 'pitchside-webkit-home-'));
  const browserBinary = join(home, 'minibrowser');
  writeFileSync(browserBinary, `#!/bin/sh\nHOME='${home}' exec '${miniBrowserPath}' "$@"\n`, { mode: 0o755 });
  // Its own process group, so the teardown ends xvfb-run, Xvfb and the driver together.
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${driverPort}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-10_000);
  };
  driver.stdout!.on('data', keep);
  driver.stderr!.on('data', keep);
  const stopDriver = () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  try {
    await waitForDriver(driver, () => printed);
  } catch (error) {
    stopDriver();
    await server.stop();
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
  provide('webkitServerOrigin', server.origin);
  provide('webkitDriverPort', driverPort);
  provide('webkitDownloadDir', home);
  provide('webkitBrowserBinary', browserBinary);
  return async () => {
    stopDriver();
    await server.stop();
    removeTemplate?.();
    rmSync(home, { recursive: true, force: true });
  };
}
