/**
 * Display rules for matches that several pages share (records, overview, create): minutes of the
 * event log, a result from one team's point of view, times without seconds, Seoul's today, the two sides.
 */
import type { MatchResult } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';

/** Whole minutes played (both halves, from the server's instants), or null while a half is open or unplayed. */
export function playedMinutes(match: {
  firstHalfStartAt: string | null;
  firstHalfEndAt: string | null;
  secondHalfStartAt: string | null;
  secondHalfEndAt: string | null;
}): number | null {
  const span = (from: string | null, to: string | null) => (from && to ? new Date(to).getTime() - new Date(from).getTime() : null);
  const first = span(match.firstHalfStartAt, match.firstHalfEndAt);
  const second = span(match.secondHalfStartAt, match.secondHalfEndAt);
  if (first === null || second === null) return null;
  return Math.floor((first + second) / 60_000);
}

/** The result for `teamId` (home or away) from the score. */
export function resultFor(teamId: number, match: { homeTeamId: number; homeScore: number; awayScore: number }): MatchResult {
  const ours = teamId === match.homeTeamId ? match.homeScore : match.awayScore;
  const theirs = teamId === match.homeTeamId ? match.awayScore : match.homeScore;
  if (ours > theirs) return 'WIN';
  if (ours < theirs) return 'LOSE';
  return 'DRAW';
}

/** `HH:mm:ss` or `HH:mm` as `HH:mm`. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

const koreanDay = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const koreanWeekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });
const shortDay = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', year: '2-digit', month: '2-digit', day: '2-digit' });

function utcOf(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** '2026년 11월 22일 (일)' for a `YYYY-MM-DD` calendar day. */
export function longDate(isoDate: string): string {
  const day = utcOf(isoDate);
  return `${koreanDay.format(day)} (${koreanWeekday.format(day)})`;
}

/** '26. 11. 22.' for a `YYYY-MM-DD` calendar day (table cells). */
export function compactDate(isoDate: string): string {
  return shortDay.format(utcOf(isoDate));
}

/** A side of a match as a page shows it (a score card, a lineup's heading): its name, whether temporary, its logo and colour. */
export interface ShownTeam {
  name: string;
  isTemp: boolean;
  logoImgUrl: Match['homeTeamLogoUrl'];
  teamColor: Match['homeTeamColor'];
}

type SideFields<S extends 'home' | 'away'> = `${S}Team${'Name' | 'IsTemp' | 'LogoUrl' | 'Color'}`;

/** Both sides of a match as pages show them. */
export function matchTeams(match: Pick<Match, SideFields<'home'> | SideFields<'away'>>): { home: ShownTeam; away: ShownTeam } {
  return {
    home: { name: match.homeTeamName, isTemp: match.homeTeamIsTemp, logoImgUrl: match.homeTeamLogoUrl, teamColor: match.homeTeamColor },
    away: { name: match.awayTeamName, isTemp: match.awayTeamIsTemp, logoImgUrl: match.awayTeamLogoUrl, teamColor: match.awayTeamColor },
  };
}
