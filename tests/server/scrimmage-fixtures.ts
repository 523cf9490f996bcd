/**
 * Shared pieces of the 자체전 tests (decision 079): a valid create body, and a scrimmage brought
 * through the API to a stage (checked in, sides set, a game on, a game played with a goal, finished).
 */
import { eq } from 'drizzle-orm';
import type { Scrimmage, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { scrimmages } from '#server/db/schema-scrimmage.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { tokenFor } from './helpers.ts';
import { expectCall } from './schedule-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** FC 한강's people the scrimmage tests name. */
export const squad = {
  admin: seedPerson('kim-minjun'),
  /** A USER the tests name as the runner. */
  runner: seedPerson('yoon-gunwoo'),
  member: seedPerson('lee-seojun'),
  players: ['choi-doyun', 'jung-woojin', 'kang-hyunwoo', 'cho-minjae', 'jang-junhyuk', 'lim-taeyun'].map((key) => seedPerson(key)),
  /** TEAM_ADMIN of 관악 유나이티드 only. */
  otherAdmin: seedPerson('lee-junho'),
};

export const scrimmagesPath = (teamId = 1) => `/api/v1/teams/${teamId}/scrimmages`;
export const scrimmagePath = (scrimmageId: number, rest = '', teamId = 1) => `${scrimmagesPath(teamId)}/${scrimmageId}${rest}`;

/** A Sunday morning 자체전 a week after the seed clock: two sides, fixed games. */
export const scrimmageBody = (extra: object = {}) => ({
  title: '일요 자체전',
  startAt: '2026-05-31T08:00:00+09:00',
  endAt: '2026-05-31T10:00:00+09:00',
  place: '망원한강공원 축구장',
  note: null,
  sideCount: 2,
  gameMinutes: 12,
  format: 'FIXED_GAMES',
  drawRule: 'LONGER_ON_LEAVES',
  restOrder: [],
  vestColours: ['ORANGE', 'YELLOW'],
  ...extra,
});

export type Stage = 'CHECK_IN' | 'SIDES' | 'PLAYING' | 'PLAYED' | 'FINISHED';

export interface ScrimmageScene {
  scrimmageId: number;
  teamId: number;
  /** Attendee ids in check-in order (the players, then a guest). */
  attendeeIds: number[];
  /** The game on (PLAYING) or played (PLAYED, FINISHED). */
  game: ScrimmageGame | null;
  /** The goal of that game (PLAYING and later). */
  goal: ScrimmageGameEvent | null;
  path: (rest?: string) => string;
}

/**
 * A scrimmage of the team created by its admin and brought to `stage`: `players` checked in plus a
 * guest, split in two sides alternately, a first game with a goal of side 0 (ended from PLAYED on).
 */
export async function scrimmageAt(
  t: TestApp,
  stage: Stage,
  {
    teamId = 1,
    adminId = squad.admin.id,
    players = squad.players.map((p) => p.id).slice(0, 3),
    runnerId = null as number | null,
    /** Fields of the create body other than scrimmageBody()'s (another day, say). */
    body = {} as object,
  } = {},
): Promise<ScrimmageScene> {
  const token = await tokenFor(t, adminId);
  const { id: scrimmageId } = await expectCall<{ id: number }>(t, 'POST', scrimmagesPath(teamId), token, 201, scrimmageBody(body));
  const path = (rest = '') => scrimmagePath(scrimmageId, rest, teamId);
  if (runnerId !== null) await expectCall(t, 'PATCH', path(), token, 200, { runnerId });
  const attendeeIds: number[] = [];
  for (const userId of players) attendeeIds.push((await expectCall<{ id: number }>(t, 'POST', path('/attendees'), token, 201, { userId })).id);
  attendeeIds.push((await expectCall<{ id: number }>(t, 'POST', path('/attendees'), token, 201, { guestName: '용병 김' })).id);
  const scene: ScrimmageScene = { scrimmageId, teamId, attendeeIds, game: null, goal: null, path };
  if (stage === 'CHECK_IN') return scene;
  const sides = [0, 1].map((side) => ({ side, vestColour: side === 0 ? 'ORANGE' : 'YELLOW', attendeeIds: attendeeIds.filter((_, i) => i % 2 === side) }));
  await expectCall<Scrimmage>(t, 'PUT', path('/sides'), token, 200, { sides });
  if (stage === 'SIDES') return scene;
  scene.game = await expectCall<ScrimmageGame>(t, 'POST', path('/games'), token, 201, { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 });
  scene.goal = await expectCall<ScrimmageGameEvent>(t, 'POST', path(`/games/${scene.game.id}/events`), token, 201, {
    clientId: crypto.randomUUID(),
    eventType: 'GOAL',
    attendeeId: attendeeIds[0],
    side: 0,
  });
  if (stage === 'PLAYING') return scene;
  scene.game = await expectCall<ScrimmageGame>(t, 'PATCH', path(`/games/${scene.game.id}`), token, 200, { action: 'END' });
  if (stage === 'PLAYED') return scene;
  await expectCall(t, 'POST', path('/finish'), token, 200);
  return scene;
}

/** The seed's 자체전 of FC 한강 (server/db/seed-scrimmages.ts): last Sunday's FINISHED one, or next Sunday's in CHECK_IN. */
export async function seededScrimmageId(t: TestApp, state: 'CHECK_IN' | 'FINISHED'): Promise<number> {
  const [row] = await t.database.db.select({ id: scrimmages.id }).from(scrimmages).where(eq(scrimmages.state, state));
  return row.id;
}
