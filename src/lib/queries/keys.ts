/**
 * Every query and mutation key of the app, one factory per resource (docs/conventions.md §3). Everything about a
 * team sits under `teamKeys.all(teamId)` = ['teams', teamId] and everything about a match under
 * `matchKeys.all(matchId)` = ['matches', matchId], so one prefix invalidation refreshes a whole team or
 * match; the live stream (src/lib/live-stream.ts), the offline cache (src/lib/offline-cache.ts) and
 * the prefix invalidations rely on these shapes. No other file writes a key as a literal. The dues
 * keys (duesKeys, decision 061), the attendance keys (attendanceKeys, decision 092) and the MOM vote's (momKeys, decision 093) are kept
 * beside their reads, in queries/dues.ts, queries/attendance.ts and queries/mom.ts: this file ships in every page's shell and the team page
 * uses none of them (its budget, decision 040).
 *
 * Imports nothing: the data layer that runs before React (src/lib/page-reads.ts) may use it freely.
 */

export const userKeys = {
  all: (userId: number) => ['users', userId] as const,
  /** The person's teams (the team guard reads them; they carry each team's waiting match requests). */
  teams: (userId: number) => [...userKeys.all(userId), 'teams'] as const,
  /** The withdraw mutation (not a read). */
  withdraw: () => ['users', 'withdraw'] as const,
  /** Whether `key` is some person's teams (a dues write changes the badge of whoever is signed in). */
  isAnyonesTeams: (key: readonly unknown[]) => key[0] === userKeys.teams(0)[0] && key[userKeys.teams(0).length - 1] === userKeys.teams(0).at(-1),
};

export const teamKeys = {
  /** A team's profile, and the prefix of everything about it. */
  all: (teamId: number) => ['teams', teamId] as const,
  /** The opponent search of the match form (not about one team). */
  search: (name: string, size: number) => ['teams', 'search', { name, size }] as const,
};

/** A team's result figures: invalidate `all` after a match of the team changes. */
export const resultKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'results'] as const,
  recent: (teamId: number) => [...resultKeys.all(teamId), 'recent'] as const,
  summary: (teamId: number) => [...resultKeys.all(teamId), 'summary'] as const,
  /** The season table (decision 055); `season` null: the server's current season. */
  season: (teamId: number, season: number | null) => [...resultKeys.all(teamId), 'season', { season }] as const,
  /** One member's season, match by match. */
  playerSeason: (teamId: number, userId: number, season: number | null) => [...resultKeys.all(teamId), 'player-season', userId, { season }] as const,
  /** Minutes over the team's last `matches` finished matches (the lineup editor's fair playing time). */
  recentMinutes: (teamId: number, matches: number) => [...resultKeys.all(teamId), 'recent-minutes', { matches }] as const,
};

/** A team's match lists (the records page, the opponent filter, the schedule form's choices). */
export const teamMatchKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'matches'] as const,
  list: <Q extends object>(teamId: number, query: Q) => [...teamMatchKeys.all(teamId), query] as const,
  opponents: (teamId: number) => [...teamMatchKeys.all(teamId), 'opponents'] as const,
  scheduled: (teamId: number) => [...teamMatchKeys.all(teamId), { matchStates: ['SCHEDULED'], purpose: 'schedule-form' }] as const,
  /** Whether `key` is under some team's `all` (a live message patches every team's lists that show its match). */
  isUnderAnyTeam: (key: readonly unknown[]) => key[0] === teamKeys.all(0)[0] && key[teamKeys.all(0).length] === teamMatchKeys.all(0).at(-1),
};

export const memberKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'members'] as const,
  list: <Q extends object>(teamId: number, query: Q) => [...memberKeys.all(teamId), query] as const,
  /** Every member (a member's detail panel, the recorder of a match). */
  everyone: (teamId: number) => [...memberKeys.all(teamId), 'everyone'] as const,
  /** Every member by name (the admin page's list); the lineup's pool sits under it with `{ skip }`. */
  roster: (teamId: number) => [...memberKeys.all(teamId), 'roster'] as const,
  pool: (teamId: number, skip: boolean) => [...memberKeys.roster(teamId), { skip }] as const,
  stats: (teamId: number) => [...memberKeys.all(teamId), 'stats'] as const,
  /** The statuses other than 활동 (decision 091): under `all`, so setting one refreshes them. */
  statuses: (teamId: number) => [...memberKeys.all(teamId), 'statuses'] as const,
  matches: (teamId: number, userId: number, page: number, limit: number) => [...memberKeys.all(teamId), userId, 'matches', { page, limit }] as const,
  /** The admin and member counts the withdraw dialog checks. */
  handover: (teamId: number) => [...memberKeys.all(teamId), 'handover'] as const,
  /** Mutations ('update', 'admin-update', 'remove'). */
  mutation: (teamId: number, action: 'update' | 'admin-update' | 'remove') => [...memberKeys.all(teamId), action] as const,
};

export const noticeKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'notices'] as const,
  list: <Q extends object>(teamId: number, query: Q) => [...noticeKeys.all(teamId), 'list', query] as const,
  /** The team home's board (its own query shape, under the same prefix). */
  board: <Q extends object>(teamId: number, query: Q) => [...noticeKeys.all(teamId), query] as const,
  detail: (teamId: number, noticeId: number) => [...noticeKeys.all(teamId), 'detail', noticeId] as const,
  /** Whether a key under `all` is a notice's detail (a write sets that entry itself instead of reading it again). */
  isDetail: (key: readonly unknown[]) => key[noticeKeys.all(0).length] === 'detail',
};

export const scheduleKeys = {
  /** Every range and item of a team: invalidate this after a write. */
  all: (teamId: number) => [...teamKeys.all(teamId), 'schedules'] as const,
  range: (teamId: number, startDate: string, endDate: string) => [...scheduleKeys.all(teamId), { startDate, endDate }] as const,
  attendance: (teamId: number, scheduleId: number) => [...scheduleKeys.all(teamId), scheduleId, 'attendance'] as const,
  /** The answers to the team's item of a match (found by the match: the lineup editor knows no item). */
  matchAttendance: (teamId: number, matchId: number) => [...scheduleKeys.all(teamId), 'match', matchId, 'attendance'] as const,
  /** The calendar feed address (beside the schedules, not under them). */
  feed: (teamId: number) => [...teamKeys.all(teamId), 'calendar-feed'] as const,
};

/** A team's 자체전 (decision 079): one scrimmage, its roll-up, the season's tab; invalidate `all` after a write. */
export const scrimmageKeys = {
  all: (teamId: number) => [...teamKeys.all(teamId), 'scrimmages'] as const,
  detail: (teamId: number, scrimmageId: number) => [...scrimmageKeys.all(teamId), scrimmageId] as const,
  results: (teamId: number, scrimmageId: number) => [...scrimmageKeys.detail(teamId, scrimmageId), 'results'] as const,
  /** The balancer's inputs for who is checked in (admins and the runner): read again with the scrimmage. */
  balanceInputs: (teamId: number, scrimmageId: number) => [...scrimmageKeys.detail(teamId, scrimmageId), 'balance-inputs'] as const,
  /** The season's 자체전 tab (src/features/stats/scrimmage-season.ts). */
  season: (teamId: number, season: number) => [...scrimmageKeys.all(teamId), 'season', { season }] as const,
  /** The team's finished 자체전 of the last year (the team page's 최근 자체전). */
  recent: (teamId: number) => [...scrimmageKeys.all(teamId), 'recent'] as const,
  /** The members' levels and the pairs for fair sides (TEAM_ADMIN; the balancer's inputs read them, so under `all`). */
  levels: (teamId: number) => [...scrimmageKeys.all(teamId), 'levels'] as const,
  pairs: (teamId: number) => [...scrimmageKeys.all(teamId), 'pairs'] as const,
  mutation: (teamId: number, action: 'level' | 'pairs') => [...scrimmageKeys.all(teamId), 'mutation', action] as const,
};

export const matchRequestKeys = {
  list: (teamId: number) => [...teamKeys.all(teamId), 'match-requests'] as const,
  /** The answer mutations. */
  answer: (answer: 'accept' | 'decline') => ['match-requests', answer] as const,
};

export const inviteCodeKeys = {
  list: (teamId: number) => [...teamKeys.all(teamId), 'invite-codes'] as const,
  mutation: (teamId: number, action: 'create' | 'delete') => [...inviteCodeKeys.list(teamId), action] as const,
};

export const matchKeys = {
  all: (matchId: number) => ['matches', matchId] as const,
  /** The match itself (the match guard reads it). */
  info: (matchId: number) => [...matchKeys.all(matchId), 'info'] as const,
  score: (matchId: number) => [...matchKeys.all(matchId), 'score'] as const,
  players: (matchId: number) => [...matchKeys.all(matchId), 'players'] as const,
  history: (matchId: number) => [...matchKeys.all(matchId), 'history'] as const,
  summary: (matchId: number) => [...matchKeys.all(matchId), 'summary'] as const,
  memo: (matchId: number) => [...matchKeys.all(matchId), 'memo'] as const,
  /** Minutes played per lineup player (decision 055). */
  minutes: (matchId: number) => [...matchKeys.all(matchId), 'minutes'] as const,
  /**
   * Its public scoreboard link, if on (decision 057). Outside `all`: the live stream says nothing of
   * the link, so catching up with it must not read the link again.
   */
  share: (matchId: number) => ['match-share', matchId] as const,
  mutation: (matchId: number, action: 'delete' | 'recorder' | 'share') => [...matchKeys.all(matchId), action] as const,
};

/** A public scoreboard link's snapshot (decision 057), by its token: no team or person in the key. */
/** A vest card's public read (/v/{token}, decision 080). */
export const vestCardKeys = {
  card: (token: string) => ['vest-card', token] as const,
};

export const publicMatchKeys = {
  snapshot: (token: string) => ['public-match', token] as const,
};

/** Push notifications (decision 058): the server's public key, the same for everyone. */
export const pushKeys = {
  publicKey: () => ['push', 'public-key'] as const,
};

/** A member's notification choices for a team, with the team's reminder hours (under the team). */
export const notificationSettingKeys = {
  team: (teamId: number) => [...teamKeys.all(teamId), 'notification-settings'] as const,
  /** The mutations ('mine': a member's choices; 'reminders': the team's hours, admins). */
  mutation: (teamId: number, action: 'mine' | 'reminders') => [...notificationSettingKeys.team(teamId), action] as const,
};

/** An item's reminders by hand (admins), under the item so a write to the team's schedule reads them again. */
export const reminderKeys = {
  status: (teamId: number, scheduleId: number) => [...scheduleKeys.all(teamId), scheduleId, 'reminders'] as const,
};
