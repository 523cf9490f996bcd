/**
 * Prints what the /login page costs on a cold visit in headless Chromium: every JavaScript and CSS file
 * it loads: raw, gzip -9, and the body bytes the server actually sent (it compresses assets), with totals.
 * Runs against the real server with a fresh database. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 4199;
const base = `http://127.0.0.1:${port}`;

async function waitForServer(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForServer(`${base}/open-api/v1/teams`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: { url: string; type: string; raw: number; gzip: number; sent: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
      files.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize });
    }));
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('/login, cold visit — files loaded:');
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.type.padEnd(10)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip -9 ${kb(f.sent).padStart(10)} sent  ${f.url}`);
  const sum = (of: typeof files, key: 'raw' | 'gzip' | 'sent') => kb(of.reduce((s, f) => s + f[key], 0));
  for (const type of ['script', 'stylesheet']) {
    const of = files.filter((f) => f.type === type);
    console.log(`${type === 'script' ? 'JavaScript' : 'CSS'}: ${of.length} files, ${sum(of, 'raw')} raw, ${sum(of, 'gzip')} gzip -9, ${sum(of, 'sent')} sent over the wire`);
  }
} finally {
  server.kill('SIGTERM');
}
