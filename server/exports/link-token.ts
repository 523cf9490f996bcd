/**
 * The credential in an export link (decision 084). An in-app browser hands the link to its own
 * downloader, which sends no Authorization header and often no cookie, so the link is the secret. The
 * token carries what the file is (team, kind, params), who asked for it and until when, signed with
 * an HMAC-SHA256 under a key of its own derived from the server secret (a token can never stand in for
 * an access token or a calendar feed's MAC). No row is stored: the link may be fetched more than once
 * within its five minutes (Android's download manager fetches again after the WebView), and the
 * caller's access is checked again on every fetch, so a short life is the only limit it needs.
 *
 * The token reads `{payload}.{mac}`, both base64url; the payload is JSON `{ t, u, k, p, e }` (team,
 * user, kind, params, expiry in epoch seconds).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { ExportRequest } from '#contract/exports.ts';
import { Id } from '#contract/fields.ts';

export interface ExportSubject {
  teamId: number;
  userId: number;
  request: ExportRequest;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A key for export links only. */
export function exportKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('pitchside export link v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function exportToken(key: Buffer, subject: ExportSubject): string {
  const payload = Buffer.from(
    JSON.stringify({ t: subject.teamId, u: subject.userId, k: subject.request.kind, p: subject.request.params, e: subject.expiresAt }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** Longer than any token the server writes (the params are a handful of short fields). */
const maxTokenLength = 1024;
const tokenPattern = /^([A-Za-z0-9_-]{1,1000})\.([A-Za-z0-9_-]{43})$/;
const Payload = v.object({ t: Id, u: Id, k: v.string(), p: v.unknown(), e: v.pipe(v.number(), v.integer()) });

/**
 * What a token says, when the server signed it; null for anything else (a forged or damaged token,
 * or one signed with another key). The MAC is checked first, in constant time, before the payload is
 * read; whether it has expired is the caller's question.
 */
export function readExportToken(key: Buffer, token: string): ExportSubject | null {
  if (token.length > maxTokenLength) return null;
  const match = tokenPattern.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(key, match[1]));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const payload = v.safeParse(Payload, json);
  if (!payload.success) return null;
  const request = v.safeParse(ExportRequest, { kind: payload.output.k, params: payload.output.p });
  if (!request.success) return null;
  return { teamId: payload.output.t, userId: payload.output.u, request: request.output, expiresAt: payload.output.e };
}
