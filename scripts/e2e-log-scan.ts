/**
 * What must never be in the e2e server's log (decision 096), as patterns: tokens and cookies, sign-in
 * codes, VAPID keys, push endpoints, phone numbers and the demo people's names. The shapes catch a
 * secret whatever run made it; the exact values (the run's VAPID pair) catch what a shape might miss.
 */
import { seedPeople } from '../server/db/seed-data.ts';

export interface SecretPattern {
  kind: string;
  pattern: RegExp;
}

/** Not part of a longer base64url run on either side. */
const alone = (body: string) => new RegExp(`(?<![A-Za-z0-9_-])${body}(?![A-Za-z0-9_-])`);

export const secretPatterns: SecretPattern[] = [
  // A signed access token (and a push's VAPID JWT): header and payload are base64url JSON.
  { kind: 'JWT', pattern: /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\./ },
  { kind: 'refresh cookie', pattern: /pitchside_refresh=[^;\s"]+/ },
  // The page cookie (decision 104): it names a person and a session.
  { kind: 'page cookie', pattern: /pitchside_page=[^;\s"]+/ },
  // server/auth/hashing.ts randomToken: refresh tokens and sign-in codes; a VAPID private key has the same shape.
  { kind: 'random token, sign-in code or VAPID private key (43 base64url characters)', pattern: alone('[A-Za-z0-9_-]{43}') },
  { kind: 'VAPID public key (87 base64url characters)', pattern: alone('B[A-Za-z0-9_-]{86}') },
  // The stand-in push service's endpoints (tests/support/push-service.ts) and the browsers' push services.
  {
    kind: 'push endpoint',
    pattern:
      /https?:\/\/(?:127\.0\.0\.1:\d+\/push\/|fcm\.googleapis\.com\/|updates\.push\.services\.mozilla\.com\/|[\w.-]*notify\.windows\.com\/|web\.push\.apple\.com\/)/,
  },
  { kind: 'phone number', pattern: alone('01[016789]-?[0-9]{3,4}-?[0-9]{4}') },
  ...[...new Set(seedPeople.map((p) => p.name))].map((name) => ({ kind: 'demo person name', pattern: new RegExp(name) })),
];

export interface Finding {
  kind: string;
  line: number;
}

/** Each line of `text` that holds a secret of `patterns` or one of the `exact` values, with what it holds (never the value itself). */
export function scanLog(text: string, exact: Record<string, string> = {}, patterns: SecretPattern[] = secretPatterns): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((content, index) => {
    for (const { kind, pattern } of patterns) if (pattern.test(content)) findings.push({ kind, line: index + 1 });
    for (const [kind, value] of Object.entries(exact)) if (value && content.includes(value)) findings.push({ kind, line: index + 1 });
  });
  return findings;
}
