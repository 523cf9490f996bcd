/**
 * The demo 자체전 of FC 한강 (decision 079): last Sunday's, finished — thirteen people (a guest among
 * them) in three vest sides, four games with goals, an assist and an own goal — and next Sunday's,
 * with a few 참석 answers, so `npm start` shows both. Deterministic like the rest of the seed.
 */
import { seoulDate, seoulInstant } from '#contract/seoul-time.ts';
import type { Db } from './client.ts';
import { scheduleAttendance, schedules } from './schema.ts';
import { scrimmageAttendees, scrimmageGameEvents, scrimmageGames, scrimmages, scrimmageSides } from './schema-scrimmage.ts';
import { seedPeople, seedTeams } from './seed-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60_000;

/** A game of the finished session: sides, and its goals as [scorer, side, assist?, own goal?] by attendee index. */
const games: { home: number; away: number; goals: [number, number, number?, 'OWN_GOAL'?][] }[] = [
  {
    home: 0,
    away: 1,
    goals: [
      [0, 0, 3],
      [6, 0],
      [1, 1],
    ],
  },
  { home: 0, away: 2, goals: [[2, 2, 5]] },
  {
    home: 2,
    away: 1,
    goals: [
      [5, 2],
      [4, 1, 7],
    ],
  },
  {
    home: 1,
    away: 0,
    goals: [
      [9, 0],
      [1, 1, undefined, 'OWN_GOAL'],
    ],
  },
];
const vests = ['ORANGE', 'YELLOW', 'GREEN'] as const;

/** The Seoul day `days` after `now`'s, and the number of days from `now` to the previous and the next Sunday. */
function sundays(now: Date) {
  const weekday = new Date(`${seoulDate(now)}T00:00:00Z`).getUTCDay();
  return { last: -(weekday === 0 ? 7 : weekday), next: weekday === 0 ? 7 : 7 - weekday };
}

export async function seedScrimmages(tx: Tx, now: Date): Promise<void> {
  const team = seedTeams.find((t) => t.key === 'hangang')!.id;
  const members = seedPeople.filter((p) => p.teams.some((t) => t.key === 'hangang'));
  const admin = members.find((p) => p.teams.some((t) => t.key === 'hangang' && t.role === 'TEAM_ADMIN'))!;
  const runner = members.find((p) => p.key === 'yoon-gunwoo')!;
  const { last, next } = sundays(now);
  const day = (days: number) => seoulDate(now.getTime() + days * dayMs);

  const plan = async (days: number, state: 'CHECK_IN' | 'FINISHED') => {
    const startAt = seoulInstant(day(days), '08:00');
    const [item] = await tx
      .insert(schedules)
      .values({
        teamId: team,
        title: '일요 자체전',
        kind: 'SCRIMMAGE',
        startAt,
        endAt: new Date(startAt.getTime() + 120 * minuteMs),
        place: '망원한강공원 축구장',
        note: '조끼는 운영진이 챙겨요',
        createdAt: new Date(now.getTime() - 20 * dayMs),
      })
      .returning({ id: schedules.id });
    const [row] = await tx
      .insert(scrimmages)
      .values({
        teamId: team,
        scheduleId: item.id,
        sideCount: 3,
        gameMinutes: 12,
        format: 'WINNER_STAYS',
        drawRule: 'LONGER_ON_LEAVES',
        restOrder: [2, 0, 1],
        vestColours: [...vests],
        state,
        runnerId: runner.id,
        createdBy: admin.id,
        createdAt: new Date(now.getTime() - 20 * dayMs),
      })
      .returning({ id: scrimmages.id });
    return { scheduleId: item.id, scrimmageId: row.id, startAt };
  };

  // Last Sunday: twelve members and a guest came; one member who answered 참석 did not.
  const past = await plan(last, 'FINISHED');
  const came = members.slice(0, 12);
  await tx.insert(scheduleAttendance).values(
    [...came, members[12]].map((p) => ({
      scheduleId: past.scheduleId,
      userId: p.id,
      answer: 'ATTEND' as const,
      answeredAt: new Date(past.startAt.getTime() - 2 * dayMs),
    })),
  );
  const attendees = await tx
    .insert(scrimmageAttendees)
    .values([
      ...came.map((p, i) => ({ scrimmageId: past.scrimmageId, userId: p.id, side: i % 3, checkedInAt: past.startAt })),
      { scrimmageId: past.scrimmageId, guestName: '용병 정', side: 12 % 3, checkedInAt: past.startAt },
    ])
    .returning({ id: scrimmageAttendees.id, side: scrimmageAttendees.side });
  await tx.insert(scrimmageSides).values(vests.map((vestColour, side) => ({ scrimmageId: past.scrimmageId, side, vestColour })));
  for (const [i, game] of games.entries()) {
    const startedAt = new Date(past.startAt.getTime() + (5 + i * 15) * minuteMs);
    const [row] = await tx
      .insert(scrimmageGames)
      .values({
        scrimmageId: past.scrimmageId,
        number: i + 1,
        clientId: `seed-game-${i + 1}`,
        homeSide: game.home,
        awaySide: game.away,
        restingSide: [0, 1, 2].find((s) => s !== game.home && s !== game.away)!,
        state: 'FINISHED',
        startedAt,
        endedAt: new Date(startedAt.getTime() + 12 * minuteMs),
        players: attendees.filter((a) => a.side === game.home || a.side === game.away).map((a) => ({ attendeeId: a.id, side: a.side! })),
      })
      .returning({ id: scrimmageGames.id });
    await tx.insert(scrimmageGameEvents).values(
      game.goals.map(([scorer, side, assist, own], g) => ({
        gameId: row.id,
        clientId: `seed-event-${i + 1}-${g + 1}`,
        eventType: own ?? ('GOAL' as const),
        attendeeId: attendees[scorer].id,
        assistAttendeeId: assist === undefined ? null : attendees[assist].id,
        side,
        createdBy: runner.id,
        createdAt: new Date(startedAt.getTime() + (2 + g * 3) * minuteMs),
      })),
    );
  }

  // Next Sunday: answers coming in.
  const upcoming = await plan(next, 'CHECK_IN');
  await tx.insert(scheduleAttendance).values(
    members.slice(0, 11).map((p, i) => ({
      scheduleId: upcoming.scheduleId,
      userId: p.id,
      answer: (['ATTEND', 'ATTEND', 'ATTEND', 'UNDECIDED', 'ATTEND', 'ABSENT'] as const)[i % 6],
      answeredAt: now,
    })),
  );
}
