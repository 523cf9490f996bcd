/**
 * The scan of the e2e servers' logs (decision 096, scripts/e2e-log-scan.ts): each kind of secret the
 * app makes is found in a log line, in the shapes the app writes them; the lines a healthy server
 * writes (JSON and pino-pretty request lines, start-up lines) are not.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scanLog } from '../../scripts/e2e-log-scan.ts';
import { seedPeople } from '#server/db/seed-data.ts';
import { generateVapidKeys } from '#server/push/vapid-keys.ts';

const vapid = generateVapidKeys();
const randomToken = () => randomBytes(32).toString('base64url');
const jwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: '7', exp: 1 })).toString('base64url')}.${randomToken()}`;

const requestLine = (route: string, status: number) => ({ method: 'GET', route, status, ms: 12.3, msg: `GET ${route} ${status} 12.3 ms` });

describe('the e2e log scan', () => {
  it.each([
    ['an access token', `{"msg":"GET /x","authorization":"Bearer ${jwt}"}`, 'JWT'],
    ['a refresh cookie', 'cookie: pitchside_refresh=abc.def; Path=/', 'refresh cookie'],
    ['a page cookie', 'cookie: pitchside_page=7.0b8e4a3c-9d2f-4e1a-8b7c-6d5e4f3a2b1c.1796572641.sig; Path=/', 'page cookie'],
    ['a sign-in code in a redirect', `Location: http://127.0.0.1:4900/login/kakao-redirect?code=${randomToken()}&state=s`, 'random token'],
    ['a VAPID private key', `{"privateKey":"${vapid.privateKey}"}`, 'random token'],
    ['a VAPID public key', `{"k":"${vapid.publicKey}"}`, 'VAPID public key'],
    ['a stand-in push endpoint', 'posting to http://127.0.0.1:4951/push/9f8e7d', 'push endpoint'],
    ["a browser's push endpoint", 'https://fcm.googleapis.com/fcm/send/abc', 'push endpoint'],
    ['a phone number', '{"phone":"010-4821-7730"}', 'phone number'],
    ['a phone number without dashes', 'tel 01048217730 end', 'phone number'],
    ['a demo person', `withdrew ${seedPeople[3].name}`, 'demo person name'],
  ])('finds %s', (_what, line, kind) => {
    const findings = scanLog(`ok line\n${line}\n`);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.line === 2)).toBe(true);
    expect(findings.map((f) => f.kind).join(' | ')).toContain(kind);
  });

  it("finds the run's own key values however they are cut", () => {
    expect(scanLog(`key …${vapid.publicKey.slice(0, 87)}…`, { 'VAPID public key': vapid.publicKey })).not.toEqual([]);
  });

  it("passes a healthy server's lines", () => {
    const feedLine = requestLine('/open-api/v1/calendar/{token}.ics', 404);
    const clean = [
      JSON.stringify({ level: 30, time: '2026-12-06T13:12:54.695Z', pid: 13445, worker: 2, reqId: randomUUID(), ...requestLine('/api/v1/matches/{id}', 200) }),
      `[13:12:54.695] INFO: GET /open-api/v1/calendar/{token}.ics 404 2.1 ms ${JSON.stringify({ worker: null, reqId: randomUUID(), ...feedLine })}`,
      '[13:12:54.695] INFO: Pitchside is running at http://localhost:4900',
      '{"level":30,"msg":"worker 2 (pid 123) is serving"}',
      '{"level":40,"msg":"push \\"goal\\": 1 of 3 devices not reached (410); their subscriptions stay"}',
    ].join('\n');
    expect(scanLog(clean)).toEqual([]);
  });
});
