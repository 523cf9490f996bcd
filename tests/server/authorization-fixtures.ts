/**
 * The objects the authorization matrix calls about, made fresh for each row (and kept for the row's
 * cells): a notice, a future schedule item, an invite code, a new member, matches against the
 * temporary 성수 FC (scheduled, or in the first half with a lineup and a recorded goal) — for FC 한강
 * and for 관악 유나이티드. Rows share a database, so anything a row may consume is its own.
 * Sign-in material (a refresh cookie, a provider code) is new for every cell: it is used up.
 */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { duesExemptions, duesRates, duesSettings, inviteCodes, matches, matchShares, memberships, notices, schedules, users } from '#server/db/schema.ts';
import { scrimmageVestCards } from '#server/db/schema-scrimmage.ts';
import { momBallots, momCards, momVotes } from '#server/db/schema-mom.ts';
import { newShareToken } from '#server/matches/share.ts';
import { openMatchVote } from '#server/mom/open.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, devCode, loginStateCookie, redirectUri, signIn, state, tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { scrimmageAt, type ScrimmageScene, type Stage } from './scrimmage-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type TeamKey = 'hangang' | 'gwanak';

const admins: Record<TeamKey, number> = { hangang: seedPerson('kim-minjun').id, gwanak: seedPerson('lee-junho').id };
/** The matrix's `recorder`: a USER of FC 한강 named to record FC 한강's matches of the fixtures (decision 054). */
export const namedRecorder = seedPerson('yoon-gunwoo').id;
/** Signs in for the refresh-cookie and code rows: any ACTIVE person will do. */
const someone = seedPerson('choi-doyun').id;

export interface MatchFixture {
  matchId: number;
  starter: number;
  bench: number;
}

export interface RowFixtures {
  redirectUri: string;
  /** A fresh refresh-token cookie value (every call signs in anew). */
  refreshCookie(): Promise<string>;
  /** A fresh one-time code from the development provider. */
  signInCode(): Promise<string>;
  /** The sign-in `state` and the cookie of a fresh authorize redirect that binds it (decision 026). */
  loginState(): Promise<{ state: string; cookie: string }>;
  inviteCode(team: TeamKey): Promise<{ id: number; code: string }>;
  notice(team: TeamKey): Promise<number>;
  /** A schedule item a week ahead (attendance still open). */
  schedule(team: TeamKey): Promise<number>;
  /** A schedule item that ended yesterday (its presence may be confirmed, decision 092). */
  pastSchedule(team: TeamKey): Promise<number>;
  /** A new USER of the team, made for this row. */
  newMember(team: TeamKey): Promise<number>;
  /** A new ACTIVE person in no team. */
  newPerson(): Promise<number>;
  /** A new guest player the team made (decision 028): playing for it, or in no team yet. */
  guest(team: TeamKey, playing: boolean): Promise<number>;
  /**
   * The team at home against 성수 FC, a starter (cell 1) and a substitute of the team in its lineup.
   * FC 한강's names the matrix's recorder, or (`someoneElse`) a member made for it.
   */
  match(team: TeamKey, state: 'SCHEDULED' | 'PLAY_FIRST_HALF' | 'FINISHED', recorder?: 'named' | 'someoneElse'): Promise<MatchFixture>;
  /** A goal recorded in the team's first-half match. */
  event(team: TeamKey): Promise<number>;
  /**
   * A match 관악 유나이티드 registered (it owns it, at home) against FC 한강 (decision 029): a request FC 한강
   * has not answered, an accepted scheduled match, or an accepted match in the first half; once
   * accepted, FC 한강's side names the matrix's recorder.
   */
  sharedMatch(kind: 'request' | 'scheduled' | 'started'): Promise<MatchFixture>;
  /** A goal of 관악 유나이티드 its own admin recorded in the started shared match. */
  otherSideEvent(): Promise<number>;
  /** The token of a public link of the team's first-half match (decision 057): on, or turned off again. */
  publicLink(team: TeamKey, state: 'on' | 'off'): Promise<string>;
  /** The team's dues set up (decision 060): 30,000 원 a month from January 2026, shared with members. Idempotent. */
  dues(team: TeamKey): Promise<void>;
  /** An income entry of the team's ledger, recorded by its admin through the API (so the balance stays the sum). */
  ledgerEntry(team: TeamKey): Promise<number>;
  /** An exemption of a new member of the team. */
  exemption(team: TeamKey): Promise<number>;
  /**
   * A 자체전 of the team (decision 079) with two new members and a guest checked in, brought to `stage`;
   * FC 한강's is run by the matrix's recorder.
   */
  scrimmage(team: TeamKey, stage: Stage): Promise<ScrimmageScene>;
  /** The token of the vest card of the team's SIDES scrimmage (decision 080). */
  vestCard(team: TeamKey): Promise<string>;
  /**
   * A MOM vote (decision 093) of a finished match of the team against 성수 FC, open, whose voters are
   * the matrix's user, recorder and admin (FC 한강's; 관악's admin for 관악) and two new members who have
   * not voted (so no ballot closes it); `closed`: three ballots cast and closed, a MOM decided.
   */
  momVote(team: TeamKey, state: 'open' | 'closed'): Promise<{ voteId: number; matchId: number; candidates: [number, number] }>;
  /** The token of the MOM card of the team's closed vote. */
  momCard(team: TeamKey): Promise<string>;
}

export function rowFixtures(t: TestApp): RowFixtures {
  const { db } = t.database;
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as Promise<T>;
  };
  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial += 1)}`.toUpperCase();

  async function person(name: string): Promise<number> {
    const [row] = await db
      .insert(users)
      .values({ name, lifecycle: 'ACTIVE', socialType: 'DEV', socialId: `dev:${crypto.randomUUID()}`, createdAt: t.clock.now() })
      .returning({ id: users.id });
    return row.id;
  }
  async function member(team: TeamKey): Promise<number> {
    const userId = await person('새 멤버');
    await db.insert(memberships).values({ teamId: teamIds[team], userId, teamRole: 'USER', joinedAt: t.clock.now() });
    return userId;
  }

  const fixtures: RowFixtures = {
    redirectUri,
    refreshCookie: async () => (await signIn(t, { personId: someone })).refresh,
    signInCode: () => devCode(t, { personId: someone }),
    loginState: async () => ({ state, cookie: await loginStateCookie(t) }),
    inviteCode: (team) =>
      once(`code ${team}`, async () => {
        const [row] = await db
          .insert(inviteCodes)
          .values({ teamId: teamIds[team], code: `Z${unique()}`.slice(0, 12), createdBy: admins[team], createdAt: t.clock.now() })
          .returning();
        return { id: row.id, code: row.code };
      }),
    notice: (team) =>
      once(`notice ${team}`, async () => {
        const [row] = await db
          .insert(notices)
          .values({
            teamId: teamIds[team],
            authorId: admins[team],
            title: '행렬 시험 공지',
            content: '<p>내용</p>',
            createdAt: t.clock.now(),
            updatedAt: t.clock.now(),
          })
          .returning({ id: notices.id });
        return row.id;
      }),
    schedule: (team) =>
      once(`schedule ${team}`, async () => {
        const start = new Date(t.clock.now().getTime() + 7 * 24 * 3600_000);
        const [row] = await db
          .insert(schedules)
          .values({
            teamId: teamIds[team],
            title: '행렬 시험 훈련',
            kind: 'TRAINING',
            startAt: start,
            endAt: new Date(start.getTime() + 2 * 3600_000),
            createdAt: t.clock.now(),
          })
          .returning({ id: schedules.id });
        return row.id;
      }),
    pastSchedule: (team) =>
      once(`past schedule ${team}`, async () => {
        const end = new Date(t.clock.now().getTime() - 24 * 3600_000);
        const [row] = await db
          .insert(schedules)
          .values({
            teamId: teamIds[team],
            title: '지난 훈련',
            kind: 'TRAINING',
            startAt: new Date(end.getTime() - 2 * 3600_000),
            endAt: end,
            createdAt: t.clock.now(),
          })
          .returning({ id: schedules.id });
        return row.id;
      }),
    newMember: (team) => once(`member ${team}`, () => member(team)),
    newPerson: () => once('person', () => person('새 사람')),
    guest: (team, playing) =>
      once(`guest ${team} ${playing}`, async () => {
        const [row] = await db
          .insert(users)
          .values({ name: '새 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: teamIds[team], createdBy: admins[team], createdAt: t.clock.now() })
          .returning({ id: users.id });
        if (playing) await db.insert(memberships).values({ teamId: teamIds[team], userId: row.id, teamRole: 'USER', joinedAt: t.clock.now() });
        return row.id;
      }),
    match: (team, state, recorder = 'named') =>
      once(`match ${team} ${state} ${recorder}`, async () => {
        const { matchId, matchUserIds } = await insertMatch(t, {
          home: teamIds[team],
          away: teamIds.seongsu,
          state: state === 'FINISHED' ? 'FINISHED' : 'SCHEDULED',
          lineup: [
            { teamId: teamIds[team], userId: await member(team), grid: 1 },
            { teamId: teamIds[team], userId: await member(team), grid: null },
          ],
        });
        if (team === 'hangang')
          await db
            .update(matches)
            .set({ homeRecorderId: recorder === 'named' ? namedRecorder : await member(team) })
            .where(eq(matches.id, matchId));
        if (state === 'PLAY_FIRST_HALF') {
          const started = await call(t, 'PATCH', `/api/v1/matches/${matchId}/time`, {
            token: await tokenFor(t, admins[team]),
            json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' },
          });
          expect(started.status).toBe(200);
        }
        return { matchId, starter: matchUserIds[0], bench: matchUserIds[1] };
      }),
    sharedMatch: (kind) =>
      once(`shared ${kind}`, async () => {
        const { matchId, matchUserIds } = await insertMatch(t, {
          home: teamIds.gwanak,
          away: teamIds.hangang,
          owner: teamIds.gwanak,
          requestState: kind === 'request' ? 'PENDING' : 'ACCEPTED',
          lineup: [
            { teamId: teamIds.gwanak, userId: await member('gwanak'), grid: 1 },
            { teamId: teamIds.gwanak, userId: await member('gwanak'), grid: null },
          ],
        });
        if (kind !== 'request') await db.update(matches).set({ awayRecorderId: namedRecorder }).where(eq(matches.id, matchId));
        if (kind === 'started') {
          const started = await call(t, 'PATCH', `/api/v1/matches/${matchId}/time`, {
            token: await tokenFor(t, admins.gwanak),
            json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' },
          });
          expect(started.status).toBe(200);
        }
        return { matchId, starter: matchUserIds[0], bench: matchUserIds[1] };
      }),
    otherSideEvent: () =>
      once('other side event', async () => {
        const m = await fixtures.sharedMatch('started');
        const recorded = await call(t, 'POST', `/api/v1/matches/${m.matchId}/events`, {
          token: await tokenFor(t, admins.gwanak),
          json: { clientId: crypto.randomUUID(), teamId: teamIds.gwanak, matchUserId: m.starter, eventType: 'GOAL' },
        });
        expect(recorded.status).toBe(201);
        return (await body<{ events: { id: number }[] }>(recorded)).data.events[0].id;
      }),
    publicLink: (team, state) =>
      once(`public link ${team} ${state}`, async () => {
        const { matchId } = await fixtures.match(team, 'PLAY_FIRST_HALF');
        const token = newShareToken();
        if (state === 'on') await db.insert(matchShares).values({ matchId, token, createdBy: admins[team], createdAt: t.clock.now() });
        else {
          // A link of another match of the team, turned off: its token names nothing any more.
          const other = await insertMatch(t, { home: teamIds[team], away: teamIds.seongsu });
          await db.insert(matchShares).values({ matchId: other.matchId, token, createdBy: admins[team], createdAt: t.clock.now() });
          await db.delete(matchShares).where(eq(matchShares.matchId, other.matchId));
        }
        return token;
      }),
    dues: (team) =>
      once(`dues ${team}`, async () => {
        await db
          .insert(duesSettings)
          .values({ teamId: teamIds[team], dueDay: 10, startMonth: '2026-01', updatedBy: admins[team], updatedAt: t.clock.now() })
          .onConflictDoNothing();
        await db.insert(duesRates).values({ teamId: teamIds[team], fromMonth: '2026-01', amount: 30_000 }).onConflictDoNothing();
      }),
    ledgerEntry: (team) =>
      once(`ledger entry ${team}`, async () => {
        await fixtures.dues(team);
        const recorded = await call(t, 'POST', `/api/v1/teams/${teamIds[team]}/dues/entries`, {
          token: await tokenFor(t, admins[team]),
          json: { clientId: crypto.randomUUID(), kind: 'INCOME', amount: 50_000, occurredOn: '2026-05-20', label: '행렬 시험 후원금' },
        });
        expect(recorded.status).toBe(201);
        return (await body<{ id: number }>(recorded)).data.id;
      }),
    vestCard: (team) =>
      once(`vest card ${team}`, async () => {
        const { scrimmageId } = await fixtures.scrimmage(team, 'SIDES');
        const token = newShareToken();
        await db.insert(scrimmageVestCards).values({ scrimmageId, teamId: teamIds[team], token, createdBy: admins[team], createdAt: t.clock.now() });
        return token;
      }),
    momVote: (team, voteState) =>
      once(`mom vote ${team} ${voteState}`, async () => {
        const callersOfTeam = team === 'hangang' ? [seedPerson('lee-seojun').id, namedRecorder, admins.hangang] : [admins.gwanak];
        const candidates: [number, number] = [await member(team), await member(team)];
        const { matchId } = await insertMatch(t, {
          home: teamIds[team],
          away: teamIds.seongsu,
          state: 'FINISHED',
          lineup: [...callersOfTeam, ...candidates].map((userId) => ({ teamId: teamIds[team], userId, grid: 1 })),
        });
        const vote = await openMatchVote(db, teamIds[team], matchId, t.clock.now());
        if (!vote) throw new Error('the MOM vote did not open');
        if (voteState === 'closed') {
          const [a, b] = candidates;
          const ballots = [
            { voterId: callersOfTeam[0], firstId: a, secondId: b },
            { voterId: a, firstId: b, secondId: callersOfTeam[0] },
            { voterId: b, firstId: a, secondId: null },
          ];
          await db.insert(momBallots).values(ballots.map((b) => ({ ...b, voteId: vote.id, thirdId: null, castAt: t.clock.now() })));
          await db.update(momVotes).set({ closedAt: t.clock.now() }).where(eq(momVotes.id, vote.id));
        }
        return { voteId: vote.id, matchId, candidates };
      }),
    momCard: (team) =>
      once(`mom card ${team}`, async () => {
        const { voteId } = await fixtures.momVote(team, 'closed');
        const token = newShareToken();
        await db.insert(momCards).values({ voteId, teamId: teamIds[team], token, createdBy: admins[team], createdAt: t.clock.now() });
        return token;
      }),
    exemption: (team) =>
      once(`exemption ${team}`, async () => {
        await fixtures.dues(team);
        const [row] = await db
          .insert(duesExemptions)
          .values({ teamId: teamIds[team], userId: await member(team), fromMonth: '2026-05', toMonth: null, createdBy: admins[team], createdAt: t.clock.now() })
          .returning({ id: duesExemptions.id });
        return row.id;
      }),
    scrimmage: (team, stage) =>
      once(`scrimmage ${team} ${stage}`, async () =>
        scrimmageAt(t, stage, {
          teamId: teamIds[team],
          adminId: admins[team],
          players: [await member(team), await member(team), await member(team)],
          runnerId: team === 'hangang' ? namedRecorder : null,
        }),
      ),
    event: (team) =>
      once(`event ${team}`, async () => {
        const m = await fixtures.match(team, 'PLAY_FIRST_HALF');
        const recorded = await call(t, 'POST', `/api/v1/matches/${m.matchId}/events`, {
          token: await tokenFor(t, admins[team]),
          json: { clientId: crypto.randomUUID(), teamId: teamIds[team], matchUserId: m.starter, eventType: 'GOAL' },
        });
        expect(recorded.status).toBe(201);
        return (await body<{ events: { id: number }[] }>(recorded)).data.events[0].id;
      }),
  };
  return fixtures;
}
