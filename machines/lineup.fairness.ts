/**
 * Fair playing time in the lineup editor (decision 056): who played how much of the team's
 * last few matches, who said they are coming, the pool in least-played-first order, and a suggestion
 * of starters by position from the least-played available players. Pure: the editor shows a
 * suggestion, and only the admin's own action (`starters.replace`) puts it on the pitch.
 */
import type { AttendanceAnswer, MemberStatusKind, Position } from '#contract/enums.ts';
import type { MatchAttendance } from '#contract/schedules.ts';
import type { RecentMinutes } from '#contract/stats.ts';
import { formations, type FormationName } from './lineup.formations.ts';
import { GOALKEEPER_CELL, positionForCell } from './lineup.grid.ts';
import { isOnOtherSide, type LineupPerson, type LineupSide, type PlayerKey } from './lineup.side.ts';

/** One player's share of the team's last matches (`GET …/stats/recent-minutes`). */
export interface PlayingTime {
  minutes: number;
  appearances: number;
  starts: number;
}

export interface FairnessFacts {
  /** How many of the team's last finished matches the figures cover (fewer than asked when it played fewer). */
  matchCount: number;
  /** By user id; someone absent from the map played none of them. */
  playingTime: ReadonlyMap<number, PlayingTime>;
  /** By user id: the answers to the match's schedule item; null when the team has no item for it. */
  answers: ReadonlyMap<number, AttendanceAnswer> | null;
  /**
   * By user id: the status in force on the match's day of those not plain 활동 (decision 091,
   * machines/member-status.ts `statusOn`); the injured and those on leave are never suggested. Absent: everyone 활동.
   */
  statuses?: ReadonlyMap<number, MemberStatusKind>;
}

/**
 * The facts from the reads: the team's recent minutes, the match's answers (null: not read), and the
 * statuses on the match's day.
 */
export function fairnessFacts(
  recent: RecentMinutes,
  attendance: MatchAttendance | null,
  statuses: ReadonlyMap<number, MemberStatusKind> = new Map(),
): FairnessFacts {
  return {
    matchCount: recent.matchCount,
    playingTime: new Map(recent.players.map(({ userId, ...time }) => [userId, time])),
    answers: attendance?.scheduleId == null ? null : new Map(attendance.answers.map((a) => [a.userId, a.answer])),
    statuses,
  };
}

/** Injured or on leave on the match's day: never suggested, though the admin may still place them by hand. */
export function isAwayFor(facts: FairnessFacts, person: Pick<LineupPerson, 'userId'>): boolean {
  const kind = person.userId === null ? undefined : facts.statuses?.get(person.userId);
  return kind === 'INJURED' || kind === 'ON_LEAVE';
}

/** What the editor shows beside a person, and what it orders by. 'none': has not answered (or cannot). */
export type Availability = 'ATTEND' | 'UNDECIDED' | 'none' | 'ABSENT';

const noTime: PlayingTime = { minutes: 0, appearances: 0, starts: 0 };

export const playingTimeOf = (facts: FairnessFacts, person: Pick<LineupPerson, 'userId'>): PlayingTime =>
  person.userId === null ? noTime : (facts.playingTime.get(person.userId) ?? noTime);

export function availabilityOf(facts: FairnessFacts, person: Pick<LineupPerson, 'userId'>): Availability {
  if (person.userId === null || facts.answers === null) return 'none';
  return facts.answers.get(person.userId) ?? 'none';
}

/** 참석 first, then whoever may come (미정, no answer), 불참 last. */
const availabilityRank: Record<Availability, number> = { ATTEND: 0, UNDECIDED: 1, none: 1, ABSENT: 2 };

export type PoolOrder = 'team' | 'leastPlayed';

/**
 * The pool in the order the admin chose, 참석 first and 불참 last whenever there are answers (the team
 * order inside each group, or the least played first: fewer minutes, then fewer appearances, then
 * fewer starts). Stable: equals keep the order they came in.
 */
export function orderForFairness<T extends Pick<LineupPerson, 'userId'>>(people: readonly T[], facts: FairnessFacts, order: PoolOrder): T[] {
  const ranked = people.map((person, index) => ({ person, index, time: playingTimeOf(facts, person), group: availabilityRank[availabilityOf(facts, person)] }));
  ranked.sort(
    (a, b) =>
      a.group - b.group ||
      (order === 'leastPlayed' ? a.time.minutes - b.time.minutes || a.time.appearances - b.time.appearances || a.time.starts - b.time.starts : 0) ||
      a.index - b.index,
  );
  return ranked.map((r) => r.person);
}

export interface SuggestedStarter {
  key: PlayerKey;
  cell: number;
  /** The position the formation's cell stands for. */
  position: Position;
  /** Playing their own position (false: filling in where nobody of that position was left). */
  inPosition: boolean;
}

export interface StarterSuggestion {
  formation: FormationName;
  /** Goalkeeper first, then back to front. */
  starters: SuggestedStarter[];
  /** Cells of the formation nobody available could fill. */
  unfilled: number;
}

/**
 * Eleven starters for `formation` from the side's available people: members (guests of a registered
 * team are members too) not standing in the other side's lineup, not 불참, and not injured or on leave
 * that day (decision 091). Whoever said 참석 comes
 * before whoever may come, whatever their position: first each group fills the cells of the
 * positions its players play, least played first; then its remaining players fill the remaining
 * cells, least played first, the outfield from the front and the goalkeeper's cell last (as
 * `arrangeFormation` does). Only then does the next group start.
 */
export function suggestStarters(side: LineupSide, other: LineupSide, facts: FairnessFacts, formation: FormationName): StarterSuggestion {
  const available = side.people.filter(
    (p) => p.userId !== null && availabilityOf(facts, p) !== 'ABSENT' && !isAwayFor(facts, p) && !isOnOtherSide(side, p.key, other),
  );
  const ranked = orderForFairness(available, facts, 'leastPlayed');
  const groups = [ranked.filter((p) => availabilityOf(facts, p) === 'ATTEND'), ranked.filter((p) => availabilityOf(facts, p) !== 'ATTEND')];

  const free = [...formations[formation]];
  const starters: SuggestedStarter[] = [];
  const place = (person: LineupPerson, cell: number) => {
    free.splice(free.indexOf(cell), 1);
    const position = positionForCell(cell);
    starters.push({ key: person.key, cell, position, inPosition: person.position === position });
  };
  const frontFirst = (a: number, b: number) => (a === GOALKEEPER_CELL ? 1 : b === GOALKEEPER_CELL ? -1 : a - b);

  for (const group of groups) {
    const left = [...group];
    for (const person of group) {
      const cell = free.filter((c) => positionForCell(c) === person.position).sort(frontFirst)[0];
      if (cell === undefined) continue;
      place(person, cell);
      left.splice(left.indexOf(person), 1);
    }
    for (const person of left) {
      const cell = [...free].sort(frontFirst)[0];
      if (cell === undefined) break;
      place(person, cell);
    }
  }
  starters.sort((a, b) => b.cell - a.cell);
  return { formation, starters, unfilled: free.length };
}
