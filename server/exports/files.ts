/**
 * The files an export link serves (decision 084), read from the data at the moment they are asked
 * for and written by the same builders as the browser's download (machines/exports.*.ts): the same
 * reads give the same bytes. Who may have a file is the rule of the screen it comes from, checked when
 * the link is made and again when it is fetched:
 * - the dues board and the ledger: members, unless the team keeps dues private and the caller is no
 *   admin (403 5017, as `GET …/dues/ledger`; the board's own-row view has no export);
 * - the season table and the season's attendance (decision 092): members.
 */
import { eq } from 'drizzle-orm';
import type { ExportRequest } from '#contract/exports.ts';
import type { CsvFile } from '#machines/exports.csv.ts';
import { boardFile, ledgerFile } from '#machines/exports.dues.ts';
import { attendanceFile } from '#machines/exports.attendance.ts';
import { seasonFile } from '#machines/exports.season.ts';
import { attendanceTable } from '../attendance/season.ts';
import type { Db } from '../db/client.ts';
import { teams } from '../db/schema.ts';
import { readBoard } from '../dues/board.ts';
import { readLedger } from '../dues/entries.ts';
import { readSettingsRow } from '../dues/facts.ts';
import { boardMonths } from '../dues/months.ts';
import { ApiError } from '../http/errors.ts';
import { seasonTable } from '../stats/season.ts';
import { type TeamAccess, teamGuards } from '../teams/access.ts';

export function exportFiles(db: Db) {
  const guards = teamGuards(db);

  /** The caller's access to the file, refused as its screen refuses it; a board's months are checked too (400). */
  async function requireExport(userId: number, teamId: number, request: ExportRequest, now: Date): Promise<TeamAccess> {
    const access = await guards.requireMember(userId, teamId);
    if (request.kind === 'DUES_BOARD' || request.kind === 'DUES_LEDGER') {
      const settings = await readSettingsRow(db, teamId);
      if (settings && !settings.membersSeeEachOther && access.role !== 'TEAM_ADMIN') throw new ApiError('DUES_PRIVATE');
    }
    if (request.kind === 'DUES_BOARD') boardMonths(request.params, now);
    return access;
  }

  /** The file, for a caller `requireExport` let through. */
  async function buildExport(access: TeamAccess, request: ExportRequest, now: Date): Promise<CsvFile> {
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, access.teamId));
    switch (request.kind) {
      case 'DUES_BOARD': {
        const viewer = { userId: access.userId, admin: access.role === 'TEAM_ADMIN' };
        return boardFile(team.name, await readBoard(db, access.teamId, viewer, boardMonths(request.params, now), now));
      }
      case 'DUES_LEDGER':
        return ledgerFile(team.name, request.params.year, (await readLedger(db, access.teamId, request.params.year)).entries);
      case 'SEASON_STATS': {
        const { players } = await seasonTable(db, access.teamId, request.params.season, now.getTime());
        return seasonFile(team.name, request.params.season, players, request.params.sort);
      }
      case 'SEASON_ATTENDANCE': {
        const { players } = await attendanceTable(db, access.teamId, request.params.season, now);
        return attendanceFile(team.name, request.params.season, players, request.params.sort);
      }
    }
  }

  return { requireExport, buildExport };
}
