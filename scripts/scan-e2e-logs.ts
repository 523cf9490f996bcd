/**
 * `npm test`'s last step (scripts/test.mjs, decision 096): reads every e2e server's log that
 * scripts/e2e-server.mjs wrote into E2E_LOG_DIR (reports/e2e-logs by default) beside the VAPID pair
 * that server used, and fails when any line holds a secret (scripts/e2e-log-scan.ts). Prints where
 * and what kind, never the secret. Writes reports/e2e-log-scan.json: a log is a test that passed or failed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanLog } from './e2e-log-scan.ts';

const root = new URL('..', import.meta.url).pathname;
const dir = process.env.E2E_LOG_DIR ?? join(root, 'reports/e2e-logs');
const logs = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.log')) : [];
// No log at all means the servers wrote none where the scan looks: the scan would prove nothing.
let failed = logs.length === 0 ? 1 : 0;
for (const log of logs) {
  const keysFile = join(dir, log.replace(/\.log$/, '.keys.json'));
  const keys = existsSync(keysFile) ? (JSON.parse(readFileSync(keysFile, 'utf8')) as { publicKey?: string; privateKey?: string }) : {};
  const exact = { 'VAPID public key': keys.publicKey ?? '', 'VAPID private key': keys.privateKey ?? '' };
  const findings = scanLog(readFileSync(join(dir, log), 'utf8'), exact);
  if (findings.length === 0) continue;
  failed++;
  for (const { kind, line } of findings.slice(0, 20)) console.log(`${log}:${line}: ${kind}`);
  if (findings.length > 20) console.log(`${log}: ${findings.length - 20} more`);
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/e2e-log-scan.json'),
  `${JSON.stringify({ numPassedTests: logs.length - (logs.length ? failed : 0), numFailedTests: failed })}\n`,
);
console.log(`e2e log scan: ${logs.length} server logs in ${dir}, ${failed} with a secret`);
process.exit(failed ? 1 : 0);
