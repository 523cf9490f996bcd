/**
 * What the 자체전 extras read of a scrimmage (decision 080). The scrimmages' own tables belong to the
 * scrimmage core (server/scrimmages/*); the extras read them only through this interface, which the
 * core implements in server/scrimmages/reads.ts.
 */
import type { ScrimmageState, VestColour } from '#contract/enums.ts';
import type { RollupGame, RollupGoal } from '#machines/scrimmage.rollup.ts';

/** A scrimmage as the extras need it: whose it is, who runs it, when and where, its sides' vests. */
export interface ScrimmageFacts {
  id: number;
  teamId: number;
  runnerId: number | null;
  state: ScrimmageState;
  startAt: Date;
  endAt: Date;
  place: string | null;
  /** The sides once split (empty before), with their vest colours. */
  sides: readonly { side: number; vestColour: VestColour }[];
}

/** One person at a scrimmage: a member (userId) or a guest (a typed name, no account). */
export interface AttendeeRow {
  attendeeId: number;
  userId: number | null;
  guestName: string | null;
  /** The side they are on now; null before sides are split. */
  side: number | null;
}

/** A finished scrimmage with what its roll-up needs (machines/scrimmage.rollup.ts). */
export interface FinishedScrimmage {
  id: number;
  startAt: Date;
  attendees: readonly AttendeeRow[];
  /** Its finished games. */
  games: readonly RollupGame[];
  goals: readonly RollupGoal[];
}

/** Which finished scrimmages of a team: the latest few (co-play counts), or one season's (Asia/Seoul year of the start). */
export type FinishedRange = { latest: number } | { season: number };

export interface ScrimmageReads {
  /** The scrimmage with this id, or null when there is none. */
  scrimmage(scrimmageId: number): Promise<ScrimmageFacts | null>;
  /** Its attendees who are there now (checked in, not dropped out), in check-in order. */
  attendees(scrimmageId: number): Promise<AttendeeRow[]>;
  /** The team's FINISHED scrimmages in the range, newest first. */
  finished(teamId: number, range: FinishedRange): Promise<FinishedScrimmage[]>;
  /** Seasons with at least one finished scrimmage of the team, newest first. */
  seasons(teamId: number): Promise<number[]>;
}
