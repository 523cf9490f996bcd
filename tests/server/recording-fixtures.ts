/** A match ready to record: both lineups (관악 at home, 한강 away), admins' tokens, and small calls. */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchPlayer, MatchPlayers, MatchScore, RecordResult } from '#contract/matches.ts';
import { matchEvents, matchUsers } from '#server/db/schema.ts';
import { seedPeople } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, people, teamIds } from './match-fixtures.ts';
import type { TestApp } from './test-app.ts';

const membersOf = (key: 'hangang' | 'gwanak') => seedPeople.filter((p) => p.teams.some((t) => t.key === key));

export interface RecordingScene {
  t: TestApp;
  matchId: number;
  /** 관악 (home): three starters in cells 1, 2, 27 and two on the bench. */
  home: { starters: number[]; bench: number[] };
  /** 한강 (away): three starters in cells 1, 2, 27 and one on the bench. */
  away: { starters: number[]; bench: number[] };
  tokens: { homeAdmin: string; awayAdmin: string; homeUser: string; outsider: string };
}

export async function recordingScene(t: TestApp, state: 'SCHEDULED' | 'PLAY_FIRST_HALF' = 'PLAY_FIRST_HALF'): Promise<RecordingScene> {
  const gwanak = membersOf('gwanak').filter((p) => p.id !== people.gwanakAdmin.id);
  const hangang = membersOf('hangang').filter((p) => p.id !== people.hangangAdmin.id);
  const cells = [1, 2, 27, null, null];
  const { matchId, matchUserIds } = await insertMatch(t, {
    lineup: [
      ...gwanak.slice(0, 5).map((p, i) => ({ teamId: teamIds.gwanak, userId: p.id, grid: cells[i] })),
      ...hangang.slice(0, 4).map((p, i) => ({ teamId: teamIds.hangang, userId: p.id, grid: cells[i] })),
    ],
  });
  const scene: RecordingScene = {
    t,
    matchId,
    home: { starters: matchUserIds.slice(0, 3), bench: matchUserIds.slice(3, 5) },
    away: { starters: matchUserIds.slice(5, 8), bench: matchUserIds.slice(8, 9) },
    tokens: {
      homeAdmin: await tokenFor(t, people.gwanakAdmin.id),
      awayAdmin: await tokenFor(t, people.hangangAdmin.id),
      homeUser: await tokenFor(t, people.gwanakUser.id),
      outsider: await tokenFor(t, people.outsider.id),
    },
  };
  if (state === 'PLAY_FIRST_HALF') expect((await setTime(scene, 'FIRST_HALF', 'START_TIME')).status).toBe(200);
  return scene;
}

export const setTime = (s: RecordingScene, halfType: 'FIRST_HALF' | 'SECOND_HALF', timeType: 'START_TIME' | 'END_TIME', token = s.tokens.homeAdmin) =>
  call(s.t, 'PATCH', `/api/v1/matches/${s.matchId}/time`, { token, json: { halfType, timeType } });

export interface EventBody {
  teamId: number;
  matchUserId?: number | null;
  eventType: MatchEventType;
  clientId?: string;
  description?: string;
}

export const recordCall = (s: RecordingScene, event: EventBody, token = s.tokens.homeAdmin) =>
  call(s.t, 'POST', `/api/v1/matches/${s.matchId}/events`, { token, json: { clientId: crypto.randomUUID(), ...event } });

export async function recordOk(s: RecordingScene, event: EventBody, token = s.tokens.homeAdmin): Promise<RecordResult> {
  const response = await recordCall(s, event, token);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await body<RecordResult>(response)).data;
}

export const exchangeCall = (
  s: RecordingScene,
  fromMatchUserId: number,
  toMatchUserId: number,
  clientId: string = crypto.randomUUID(),
  token = s.tokens.homeAdmin,
) => call(s.t, 'POST', `/api/v1/matches/${s.matchId}/exchange`, { token, json: { clientId, fromMatchUserId, toMatchUserId } });

export const cancelCall = (s: RecordingScene, eventId: number, token = s.tokens.homeAdmin, clientId?: string) =>
  call(s.t, 'DELETE', `/api/v1/match-event/${eventId}${clientId ? `?clientId=${clientId}` : ''}`, { token });

export async function expectRefusal(response: Response, status: number, code: number): Promise<void> {
  const envelope = await body(response);
  expect({ status: response.status, code: envelope.code }, envelope.message).toEqual({ status, code });
}

/** The stored rows: type, match-user, and the index (in this list) of the parent. */
export async function storedRows(s: RecordingScene) {
  const rows = await s.t.database.db.select().from(matchEvents).where(eq(matchEvents.matchId, s.matchId)).orderBy(asc(matchEvents.id));
  return rows.map((r) => ({
    type: r.eventType,
    matchUserId: r.matchUserId,
    teamId: r.teamId,
    parent: r.parentId === null ? null : rows.findIndex((p) => p.id === r.parentId),
  }));
}

export async function cellOf(s: RecordingScene, matchUserId: number): Promise<number | null> {
  const [row] = await s.t.database.db.select({ grid: matchUsers.matchGrid }).from(matchUsers).where(eq(matchUsers.id, matchUserId));
  return row.grid;
}

export async function score(s: RecordingScene): Promise<MatchScore> {
  return (await body<MatchScore>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/score`, { token: s.tokens.homeUser }))).data;
}

export async function player(s: RecordingScene, matchUserId: number): Promise<MatchPlayer> {
  const { data } = await body<MatchPlayers>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/players`, { token: s.tokens.homeUser }));
  const all = [data.homeTeam, data.awayTeam].flatMap((side) => [...side.starters, ...side.substitutes]);
  return all.find((p) => p.id === matchUserId)!;
}
