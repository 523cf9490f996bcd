/**
 * What a match's push notifications say (decision 058): pure text builders, no I/O
 * (server/push/match-pushes.ts reads the match and sends). Korean, as the app: the minute as the
 * match log shows it (`23'`, `45+2'`, the second half counting on from the first half's length), the
 * teams as the app names them (a temporary team with `[임시]`), the score after the event.
 * Each message names the match page, and a tag: a goal's correction carries its goal's tag, so the
 * device replaces the goal with it; the phases of a match share one tag, so each replaces the last.
 */
import type { HalfType, MatchState } from '#contract/enums.ts';
import type { PushMessage } from '#contract/notifications.ts';
import { teamDisplayName } from '#contract/team-name.ts';
import { matchEventMinute } from '#machines/match.clock.ts';
import type { PushOptions } from './notifier.ts';

/** The two teams of a match as the app shows them, and the score. */
export interface ScoreLine {
  homeName: string;
  homeIsTemp: boolean;
  awayName: string;
  awayIsTemp: boolean;
  homeScore: number;
  awayScore: number;
}

/** A goal as its notification tells it. */
export interface GoalFacts {
  matchId: number;
  eventId: number;
  /** OWN_GOAL: the player put it in their own net (the point goes to the other side). */
  own: boolean;
  /** The player's name; null for a goal recorded for the team without a player. */
  scorerName: string | null;
  /** The team the row was recorded for (the scorer's team; for an own goal, the team that conceded it). */
  teamName: string;
  teamIsTemp: boolean;
  halfType: HalfType;
  elapsedMinutes: number;
  firstHalfPeriod: number;
  secondHalfPeriod: number;
}

const shownTeamName = (name: string, isTemp: boolean) => teamDisplayName({ name, isTemp });

/** "FC 한강 1 : 0 관악 유나이티드". */
export function scoreText(line: ScoreLine): string {
  return `${shownTeamName(line.homeName, line.homeIsTemp)} ${line.homeScore} : ${line.awayScore} ${shownTeamName(line.awayName, line.awayIsTemp)}`;
}

/** The match page of the app (src/app/route-table.ts, `matchOverview`). */
export const matchPagePath = (matchId: number) => `/matches/${matchId}`;

/** One tag per goal: its correction replaces it on the device. */
export const goalTag = (matchId: number, eventId: number) => `match-${matchId}-goal-${eventId}`;
/** One tag for a match's phases: 전반 종료 replaces 킥오프 on the device. */
export const phaseTag = (matchId: number) => `match-${matchId}-phase`;

/** "23'" as the match log shows it. */
export function goalMinute(goal: Pick<GoalFacts, 'halfType' | 'elapsedMinutes' | 'firstHalfPeriod' | 'secondHalfPeriod'>): string {
  return matchEventMinute(goal, goal);
}

/** "23' 김민준 골", "23' 김민준 자책골", "23' FC 한강 골" (a goal recorded for the team). */
function goalWords(goal: GoalFacts): string {
  const who = goal.scorerName ?? shownTeamName(goal.teamName, goal.teamIsTemp);
  return `${goalMinute(goal)} ${who} ${goal.own ? '자책골' : '골'}`;
}

/** "⚽ 23' 김민준 골!" / "FC 한강 1 : 0 관악 유나이티드". */
export function goalNotice(goal: GoalFacts, after: ScoreLine): PushMessage {
  return { kind: 'goal', title: `⚽ ${goalWords(goal)}!`, body: scoreText(after), url: matchPagePath(goal.matchId), tag: goalTag(goal.matchId, goal.eventId) };
}

/**
 * "골 취소: 23' 김민준 골" / "FC 한강 0 : 0 관악 유나이티드" (the score without it). `goal` is null when
 * the goal's row can no longer be read (its live log trimmed): then the title says only 골 취소.
 */
export function goalCancelledNotice(matchId: number, eventId: number, goal: GoalFacts | null, after: ScoreLine): PushMessage {
  return {
    kind: 'goal-cancelled',
    title: goal ? `골 취소: ${goalWords(goal)}` : '골 취소',
    body: scoreText(after),
    url: matchPagePath(matchId),
    tag: goalTag(matchId, eventId),
  };
}

/** The phases a member hears of, by the state a match-time write leads to. */
export const phaseTitles: Partial<Record<MatchState, string>> = {
  PLAY_FIRST_HALF: '킥오프',
  HALF_TIME: '전반 종료',
  PLAY_SECOND_HALF: '후반 시작',
  FINISHED: '경기 종료',
};

/** "전반 종료" / "FC 한강 1 : 0 관악 유나이티드"; null for a state that is no phase to tell (back to SCHEDULED). */
export function phaseNotice(matchId: number, state: MatchState, line: ScoreLine): PushMessage | null {
  const title = phaseTitles[state];
  if (!title) return null;
  return { kind: 'match-phase', title, body: scoreText(line), url: matchPagePath(matchId), tag: phaseTag(matchId) };
}

/**
 * How long a push service keeps a live notification for a device that is offline, and how urgently
 * it wakes one. A goal is news for minutes: ten minutes on, the score has moved or the match page
 * says it better, and a phone that comes back online after the match should not buzz through an old
 * goal (the correction keeps the goal's time, so it never outlives the goal it corrects by much).
 * The final score stays true, so 경기 종료 keeps an hour. All are `high`: they are live.
 */
export const livePushOptions = {
  goal: { urgency: 'high', ttlSeconds: 10 * 60 },
  phase: { urgency: 'high', ttlSeconds: 10 * 60 },
  fullTime: { urgency: 'high', ttlSeconds: 60 * 60 },
} as const satisfies Record<string, PushOptions>;
