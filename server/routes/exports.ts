/**
 * Export links (decision 084): `POST /api/v1/teams/{id}/exports` answers a link good for five minutes
 * to a CSV file the caller may read; `GET /open-api/v1/exports/{token}` answers the file. The file
 * route is no row of the JSON table (it answers text/csv) and takes no Authorization header: the
 * signed token is the credential, and the person's access is checked again on every fetch (someone
 * removed from the team meanwhile gets 403 5005). A forged token answers 403 5026, an expired one
 * 410 5025, both in the JSON envelope.
 */
import type { Hono } from 'hono';
import { exportFilePath, fillPath } from '#contract/endpoints.ts';
import { exportLinkSeconds } from '#contract/exports.ts';
import { exportFiles } from '../exports/files.ts';
import { exportKey, exportToken, readExportToken } from '../exports/link-token.ts';
import { type AppEnv, implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import type { AppDeps } from './deps.ts';

export function exportEndpoints({ db, clock, config }: AppDeps): Implementation[] {
  const files = exportFiles(db);
  const key = exportKey(config.jwtSecret!);
  return [
    implement('createExportLink', async (_c, { params, body, userId }) => {
      const now = clock.now();
      await files.requireExport(userId, params.id, body, now);
      const expiresAt = Math.floor(now.getTime() / 1000) + exportLinkSeconds;
      const token = exportToken(key, { teamId: params.id, userId, request: body, expiresAt });
      // A path on the app's own origin: the page navigates to it (and copies it absolute), behind whatever proxy serves both.
      return { url: fillPath(exportFilePath, { token }), expiresAt: new Date(expiresAt * 1000).toISOString() };
    }),
  ];
}

/**
 * `attachment; filename="pitchside-export.csv"; filename*=UTF-8''…`: the Korean name percent-encoded
 * (RFC 6266, RFC 8187), and a plain one for a client that reads only `filename` (the name itself when
 * it is printable ASCII).
 */
export function attachmentHeader(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  const plain = /^[\x20-\x7e]+$/.test(fileName) && !/["\\%]/.test(fileName) ? fileName : 'pitchside-export.csv';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** `GET /open-api/v1/exports/{token}`: the file, built now from current data, for the token's person if they still may read it. */
export function registerExportFileRoute(app: Hono<AppEnv>, { db, clock, config }: AppDeps): void {
  const files = exportFiles(db);
  const key = exportKey(config.jwtSecret!);
  app.get(toHonoPath(exportFilePath), async (c) => {
    const subject = readExportToken(key, c.req.param('token') ?? '');
    if (!subject) throw new ApiError('EXPORT_LINK_INVALID');
    const now = clock.now();
    if (subject.expiresAt * 1000 <= now.getTime()) throw new ApiError('EXPORT_LINK_EXPIRED');
    const access = await files.requireExport(subject.userId, subject.teamId, subject.request, now);
    const file = await files.buildExport(access, subject.request, now);
    return c.body(file.text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentHeader(file.fileName),
      // The file is one person's, as of now: no shared cache may keep it.
      'Cache-Control': 'private, no-store',
    });
  });
}
