/**
 * A team's dues reads (회비, decision 060): the settings (admins), the month × member board, a year of
 * the ledger, the signed-in member's own account and whom a cost of an item is split among.
 *
 * duesKeys is here rather than in keys.ts: keys.ts ships in the shell of every page (the team page's
 * budget, decision 040), and only the dues page reads these; they sit under teamKeys.all all the same.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { teamKeys } from './keys.ts';

/**
 * A team's dues (회비, decision 060): every ledger write invalidates `all`, so the board, the ledger and
 * every account refresh together; the person's teams (the sidebar's badge) are invalidated beside it.
 */
export const duesKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'dues'] as const,
  settings: (teamId: number) => [...duesKeys.all(teamId), 'settings'] as const,
  board: (teamId: number, from: string | null, to: string | null) => [...duesKeys.all(teamId), 'board', { from, to }] as const,
  ledger: (teamId: number, year: number | null) => [...duesKeys.all(teamId), 'ledger', { year }] as const,
  mine: (teamId: number) => [...duesKeys.all(teamId), 'me'] as const,
  attendees: (teamId: number, scheduleId: number | null, matchId: number | null) => [...duesKeys.all(teamId), 'attendees', { scheduleId, matchId }] as const,
  /** Mutations. */
  mutation: (teamId: number, action: 'settings' | 'exemption' | 'payment' | 'cost' | 'entry' | 'reversal') =>
    [...duesKeys.all(teamId), 'write', action] as const,
};

export function duesSettingsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: duesKeys.settings(teamId),
    queryFn: ({ signal }) => http.call('getDuesSettings', { params: { id: teamId }, signal }),
  });
}

/** `to` null: the last 6 months up to this one (the server's default). */
export function duesBoardQuery(http: HttpApi, teamId: number, from: string | null, to: string | null) {
  return queryOptions({
    queryKey: duesKeys.board(teamId, from, to),
    queryFn: ({ signal }) => http.call('getDuesBoard', { params: { id: teamId }, query: { ...(from ? { from } : {}), ...(to ? { to } : {}) }, signal }),
  });
}

/** `year` null: this year in Seoul. */
export function duesLedgerQuery(http: HttpApi, teamId: number, year: number | null) {
  return queryOptions({
    queryKey: duesKeys.ledger(teamId, year),
    queryFn: ({ signal }) => http.call('getDuesLedger', { params: { id: teamId }, query: year === null ? {} : { year }, signal }),
  });
}

export function myDuesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: duesKeys.mine(teamId),
    queryFn: ({ signal }) => http.call('getMyDues', { params: { id: teamId }, signal }),
  });
}

export function duesAttendeesQuery(http: HttpApi, teamId: number, scheduleId: number | null, matchId: number | null) {
  return queryOptions({
    queryKey: duesKeys.attendees(teamId, scheduleId, matchId),
    queryFn: ({ signal }) =>
      http.call('getDuesAttendees', {
        params: { id: teamId },
        query: { ...(scheduleId !== null ? { scheduleId } : {}), ...(matchId !== null ? { matchId } : {}) },
        signal,
      }),
  });
}
