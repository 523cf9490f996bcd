/**
 * ScrimmageReads for server tests (decision 080), until the scrimmage core's tables back them: plain
 * rows in memory. Every test app gets `fixtureScrimmageReads()` (two scrimmages on the day the seed
 * was made: FC 한강's and 관악 유나이티드's, sides split), so the authorization matrix, the fuzz and the
 * envelope list reach the extras' handlers; a test adds rows of its own with `put` and `finish`.
 */
import type { AttendeeRow, FinishedScrimmage, ScrimmageFacts, ScrimmageReads } from '#server/scrimmage-extras/reads.ts';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { seedInstant } from './test-clock.ts';

// From the seed, not match-fixtures.ts: test-app.ts imports this file, and match-fixtures.ts imports test-app.ts.
const teamIds = { hangang: seedTeams.find((t) => t.key === 'hangang')!.id, gwanak: seedTeams.find((t) => t.key === 'gwanak')!.id };

/** The fixture scrimmages' ids, by team. */
export const fixtureScrimmageIds = { hangang: 9001, gwanak: 9002 } as const;

const hours = (n: number) => new Date(seedInstant.getTime() + n * 60 * 60 * 1000);

export interface MemoryScrimmageReads extends ScrimmageReads {
  /** Adds (or replaces) a scrimmage and its attendees. */
  put(facts: ScrimmageFacts, attendees: AttendeeRow[]): void;
  /** Adds a finished scrimmage of a team (newest first order is by startAt). */
  finish(teamId: number, scrimmage: FinishedScrimmage): void;
}

export function memoryScrimmageReads(): MemoryScrimmageReads {
  const facts = new Map<number, ScrimmageFacts>();
  const attendees = new Map<number, AttendeeRow[]>();
  const finished = new Map<number, FinishedScrimmage[]>();
  const seasonOf = (s: FinishedScrimmage) => new Date(s.startAt.getTime() + 9 * 60 * 60 * 1000).getUTCFullYear();
  const newestFirst = (teamId: number) => [...(finished.get(teamId) ?? [])].sort((a, b) => b.startAt.getTime() - a.startAt.getTime());
  return {
    put(f, a) {
      facts.set(f.id, f);
      attendees.set(f.id, a);
    },
    finish(teamId, s) {
      finished.set(teamId, [...(finished.get(teamId) ?? []), s]);
    },
    scrimmage: async (id) => facts.get(id) ?? null,
    attendees: async (id) => attendees.get(id) ?? [],
    finished: async (teamId, range) => {
      const all = newestFirst(teamId);
      return 'latest' in range ? all.slice(0, range.latest) : all.filter((s) => seasonOf(s) === range.season);
    },
    seasons: async (teamId) => [...new Set(newestFirst(teamId).map(seasonOf))],
  };
}

/** The reads every test app starts with: one scrimmage per real team, sides split. */
export function fixtureScrimmageReads(): MemoryScrimmageReads {
  const reads = memoryScrimmageReads();
  const scrimmage = (id: number, teamId: number): ScrimmageFacts => ({
    id,
    teamId,
    runnerId: null,
    state: 'SIDES',
    startAt: hours(1),
    endAt: hours(3),
    place: '한강공원 축구장',
    sides: [
      { side: 0, vestColour: 'ORANGE' },
      { side: 1, vestColour: 'YELLOW' },
    ],
  });
  reads.put(scrimmage(fixtureScrimmageIds.hangang, teamIds.hangang), [
    { attendeeId: 1, userId: seedPerson('kim-minjun').id, guestName: null, side: 0 },
    { attendeeId: 2, userId: seedPerson('lee-seojun').id, guestName: null, side: 1 },
    { attendeeId: 3, userId: null, guestName: '박용병', side: 1 },
  ]);
  reads.put(scrimmage(fixtureScrimmageIds.gwanak, teamIds.gwanak), [
    { attendeeId: 4, userId: seedPerson('lee-junho').id, guestName: null, side: 0 },
    { attendeeId: 5, userId: seedPerson('park-sungmin').id, guestName: null, side: 1 },
  ]);
  return reads;
}
