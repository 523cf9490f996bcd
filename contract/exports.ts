/**
 * Files served by the server from a short-lived signed link (decision 084): the same CSV files the
 * page builds in the browser, for browsers where a generated (blob) download does not arrive
 * (KakaoTalk's and other apps' in-app browsers). `POST /api/v1/teams/{id}/exports` answers a link;
 * `GET /open-api/v1/exports/{token}` answers the file, built from the data at that moment.
 */
import * as v from 'valibot';
import { attendanceSortFields } from './attendance.ts';
import { DuesMonth } from './dues.ts';
import { firstSeason, lastSeason, statsSortFields } from './stats.ts';

/** How long a link works: long enough for an in-app browser to hand it to its downloader. */
export const exportLinkSeconds = 5 * 60;

const Year = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(firstSeason, message), v.maxValue(lastSeason, message));

/** A season's table: the season, and the table's order on screen (one column). */
const seasonExport = <K extends string, F extends string>(kind: K, fields: readonly [F, ...F[]]) =>
  v.object({
    kind: v.literal(kind),
    params: v.object({
      season: Year('시즌은 2000년부터 2100년 사이의 정수여야 합니다.'),
      sort: v.optional(v.object({ field: v.picklist(fields), direction: v.picklist(['asc', 'desc']) })),
    }),
  });

/** The exports there are: the dues board (회비 현황), the ledger (장부) of a year, a season's table. */
export const ExportRequest = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('DUES_BOARD'),
      /** The board's months as the page shows them (the board's own rules: 6 by default, at most 12). */
      params: v.object({ from: v.optional(DuesMonth), to: v.optional(DuesMonth) }),
    }),
    v.object({ kind: v.literal('DUES_LEDGER'), params: v.object({ year: Year('연도는 2000년부터 2100년 사이의 정수여야 합니다.') }) }),
    // The season table's order on screen; absent: most minutes first, as the API answers.
    seasonExport('SEASON_STATS', statsSortFields),
    // The attendance table's (decision 092); absent: by name, as the API answers.
    seasonExport('SEASON_ATTENDANCE', attendanceSortFields),
  ],
  '내보낼 파일의 종류(kind)는 DUES_BOARD, DUES_LEDGER, SEASON_STATS, SEASON_ATTENDANCE 중 하나여야 합니다.',
);
export type ExportRequest = v.InferOutput<typeof ExportRequest>;

/** A link to the file: `url` is absolute (the app's public origin), good until `expiresAt`. */
export const ExportLink = v.object({ url: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) });
export type ExportLink = v.InferOutput<typeof ExportLink>;
