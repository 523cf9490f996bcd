/**
 * Demo data on first start (docs/architecture.md §2): the people and teams of seed-data.ts, the matches
 * of seed-matches.ts with lineups and events, notices and schedules, and FC 한강's 자체전 (seed-scrimmages.ts). Deterministic: the same clock
 * gives the same rows.
 */
import { count, sql } from 'drizzle-orm';
import type { Position } from '#contract/enums.ts';
import { seoulDate, seoulInstant } from '#contract/seoul-time.ts';
import type { Clock } from '../clock.ts';
import { sanitizeNoticeBody } from '../notices/sanitize.ts';
import type { Db } from './client.ts';
import { matchEvents, matches, matchUsers, memberships, notices, scheduleAttendance, schedules, teams, users } from './schema.ts';
import { type SeedTeam, seedPeople, seedTeams, seongsuGuests } from './seed-data.ts';
import { seedScrimmages } from './seed-scrimmages.ts';
import { formationCells, type MatchScript, matchScripts, type ScriptEvent } from './seed-matches.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const dayMs = 24 * 60 * 60 * 1000;

/** The Seoul calendar day of an instant, `days` later. */
function kstDate(now: Date, days: number): string {
  return seoulDate(now.getTime() + days * dayMs);
}
/** The instant of a Seoul wall-clock time on a day. */
function kstInstant(date: string, time: string): Date {
  return seoulInstant(date, time);
}

/**
 * Seeds the demo data when the database has no teams and no people; answers whether it did.
 * Runs in one transaction, so a failure leaves the database empty for the next try.
 */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const [{ teamCount }] = await db.select({ teamCount: count() }).from(teams);
  const [{ userCount }] = await db.select({ userCount: count() }).from(users);
  if (teamCount > 0 || userCount > 0) return false;
  await db.transaction(async (tx) => {
    const now = clock.now();
    await seedPeopleAndTeams(tx, now);
    const matchIds = await seedMatches(tx, now);
    await seedNotices(tx, now);
    await seedSchedules(tx, now, matchIds);
    await seedScrimmages(tx, now);
  });
  return true;
}

const teamId = (key: SeedTeam['key']) => seedTeams.find((t) => t.key === key)!.id;

async function seedPeopleAndTeams(tx: Tx, now: Date): Promise<void> {
  await tx.insert(teams).values(
    seedTeams.map((t, i) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      organizationType: t.organizationType,
      region: t.region,
      foundedYear: t.foundedYear,
      teamColor: t.teamColor,
      bottomColor: t.bottomColor,
      stockingColor: t.stockingColor,
      isTemp: t.isTemp,
      createdAt: new Date(now.getTime() - (400 - i * 100) * dayMs),
    })),
  );
  await tx.insert(users).values(
    seedPeople.map((p, i) => ({
      id: p.id,
      name: p.name,
      lifecycle: 'ACTIVE' as const,
      socialType: 'DEV' as const,
      socialId: `seed:${p.key}`,
      createdAt: new Date(now.getTime() - (300 - i) * dayMs),
    })),
  );
  await tx.insert(memberships).values(
    seedPeople.flatMap((p, i) =>
      p.memberships.map((m) => ({
        teamId: teamId(m.teamKey),
        userId: p.id,
        teamRole: m.role,
        backNumber: m.backNumber,
        position: m.position,
        foot: m.foot,
        height: m.height,
        weight: m.weight,
        birthYear: m.birthYear,
        // Admins joined first; the rest over the following weeks, so "joined" sorts meaningfully.
        joinedAt: new Date(now.getTime() - (m.role === 'TEAM_ADMIN' ? 290 : 250 - i) * dayMs),
      })),
    ),
  );
  // Explicit ids leave the sequences behind; move them past the seeded rows.
  await tx.execute(sql`select setval(pg_get_serial_sequence('teams', 'id'), (select max(id) from teams))`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
}

interface LineupEntry {
  matchUserId: number;
  grid: number | null;
  userId: number | null;
}

/** The squad of a side: members by seeded order (starters by formation, then up to six on the bench), or the guests. */
function squad(key: SeedTeam['key']): { userId: number | null; name: string; number: number; position: Position; ref: string }[] {
  if (key === 'seongsu') return seongsuGuests.map(([name, number, position]) => ({ userId: null, name, number, position, ref: name }));
  return seedPeople.flatMap((p) =>
    p.memberships
      .filter((m) => m.teamKey === key)
      .map((m) => ({
        userId: p.id,
        name: p.name,
        number: m.backNumber,
        position: m.position,
        ref: p.key,
      })),
  );
}

async function seedLineup(tx: Tx, matchId: number, key: SeedTeam['key'], exclude: Set<number | null>): Promise<Map<string, LineupEntry>> {
  const cells: Record<Position, number[]> = { FW: [...formationCells.FW], MF: [...formationCells.MF], DF: [...formationCells.DF], GK: [...formationCells.GK] };
  const rows: (ReturnType<typeof squad>[number] & { role: 'START_PLAYER' | 'SUB_PLAYER'; grid: number | null })[] = [];
  let benchSize = 0;
  // A person on both teams plays for the side listed first only.
  for (const p of squad(key).filter((p) => p.userId === null || !exclude.has(p.userId))) {
    const cell = cells[p.position].shift();
    if (cell !== undefined) rows.push({ ...p, role: 'START_PLAYER', grid: cell });
    else if (benchSize++ < 6) rows.push({ ...p, role: 'SUB_PLAYER', grid: null });
  }
  const inserted = await tx
    .insert(matchUsers)
    .values(
      rows.map((p) => ({
        matchId,
        teamId: teamId(key),
        userId: p.userId,
        guestName: p.userId === null ? p.name : null,
        guestNumber: p.userId === null ? p.number : null,
        role: p.role,
        matchPosition: p.position,
        matchGrid: p.grid,
      })),
    )
    .returning({ id: matchUsers.id });
  return new Map(rows.map((p, i) => [p.ref, { matchUserId: inserted[i].id, grid: p.grid, userId: p.userId }]));
}

async function seedMatches(tx: Tx, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const script of matchScripts) {
    const date = kstDate(now, script.dayOffset);
    const kickOff = kstInstant(date, script.start);
    const half = script.halfMinutes * 60_000;
    // Two minutes of stoppage per half and a fifteen-minute break.
    const times = script.finished
      ? {
          firstHalfStartAt: kickOff,
          firstHalfEndAt: new Date(kickOff.getTime() + half + 120_000),
          secondHalfStartAt: new Date(kickOff.getTime() + half + 17 * 60_000),
          secondHalfEndAt: new Date(kickOff.getTime() + 2 * half + 19 * 60_000),
        }
      : {};
    // The home team registered each demo match (the away team when the home side is temporary); the
    // demo matches between two registered teams stand as accepted by both (decision 029).
    const owner = seedTeams.find((t) => t.key === script.home)!.isTemp ? script.away : script.home;
    const [match] = await tx
      .insert(matches)
      .values({
        ownerTeamId: teamId(owner),
        requestState: 'ACCEPTED',
        title: script.title,
        homeTeamId: teamId(script.home),
        awayTeamId: teamId(script.away),
        matchType: script.matchType,
        matchState: script.finished ? 'FINISHED' : 'SCHEDULED',
        stadium: script.stadium,
        matchDate: date,
        plannedStartTime: `${script.start}:00`,
        plannedEndTime: `${script.end}:00`,
        firstHalfPeriod: script.halfMinutes,
        secondHalfPeriod: script.halfMinutes,
        mainRefereeName: script.referee,
        memo: script.memo,
        ...times,
        createdBy: seedPeople.find((p) => p.teams.some((t) => t.key === owner && t.role === 'TEAM_ADMIN'))?.id ?? null,
        createdAt: new Date(kstInstant(date, script.start).getTime() - 10 * dayMs),
      })
      .returning({ id: matches.id });
    ids.push(match.id);
    if (!script.finished) continue;
    const home = await seedLineup(tx, match.id, script.home, new Set());
    const away = await seedLineup(tx, match.id, script.away, new Set([...home.values()].map((e) => e.userId)));
    const lineups = { home, away };
    await seedEvents(tx, match.id, script, lineups, times.firstHalfStartAt!, times.secondHalfStartAt!, teamId(owner));
  }
  return ids;
}

/** Writes a script's events with the derived rows of docs/domain.md §3.4 (a goal's SHOT and VALID_SHOT, a card's WARNING and FOUL). */
async function seedEvents(
  tx: Tx,
  matchId: number,
  script: MatchScript,
  lineups: Record<'home' | 'away', Map<string, LineupEntry>>,
  firstHalfStart: Date,
  secondHalfStart: Date,
  recordedByTeamId: number,
): Promise<void> {
  for (const [index, event] of script.events.entries()) {
    const side = lineups[event.side];
    const base = {
      matchId,
      teamId: teamId(event.side === 'home' ? script.home : script.away),
      halfType: event.half === 1 ? ('FIRST_HALF' as const) : ('SECOND_HALF' as const),
      elapsedMinutes: event.minute,
      description: '',
      recordedByTeamId,
      createdAt: new Date((event.half === 1 ? firstHalfStart : secondHalfStart).getTime() + event.minute * 60_000 + (index % 50) * 1000),
    };
    const playerOf = (ref: string) => {
      const entry = side.get(ref);
      if (!entry) throw new Error(`seed: ${ref} is not in the ${event.side} lineup of ${script.title}`);
      return entry;
    };
    const write = async (
      type: (typeof matchEvents.$inferInsert)['eventType'],
      matchUserId: number | null,
      parentId: number | null = null,
      gridBefore: number | null = null,
    ) => {
      const [row] = await tx
        .insert(matchEvents)
        .values({ ...base, eventType: type, matchUserId, parentId, gridBefore })
        .returning({ id: matchEvents.id });
      return row.id;
    };
    await writeScriptEvent(event, playerOf, write, async (outRef, inRef) => {
      const out = playerOf(outRef);
      const incoming = playerOf(inRef);
      // The incoming player takes the outgoing player's cell; the outgoing leaves the pitch.
      await tx
        .update(matchUsers)
        .set({ matchGrid: out.grid })
        .where(sql`${matchUsers.id} = ${incoming.matchUserId}`);
      await tx
        .update(matchUsers)
        .set({ matchGrid: null })
        .where(sql`${matchUsers.id} = ${out.matchUserId}`);
      incoming.grid = out.grid;
      out.grid = null;
    });
  }
}

type Write = (
  type: (typeof matchEvents.$inferInsert)['eventType'],
  matchUserId: number | null,
  parentId?: number | null,
  gridBefore?: number | null,
) => Promise<number>;

async function writeScriptEvent(
  event: ScriptEvent,
  playerOf: (ref: string) => LineupEntry,
  write: Write,
  substitute: (outRef: string, inRef: string) => Promise<void>,
): Promise<void> {
  switch (event.type) {
    case 'CORNER_KICK':
      await write('CORNER_KICK', null);
      return;
    case 'SUB': {
      // Written as the live exchange writes it (recording/events.ts): SUB_OUT keeps the cell left in
      // grid_before (where the starter started: the lineup as it started is read from it), SUB_IN is its child.
      const out = playerOf(event.out);
      const subOut = await write('SUB_OUT', out.matchUserId, null, out.grid);
      await write('SUB_IN', playerOf(event.in).matchUserId, subOut);
      await substitute(event.out, event.in);
      return;
    }
    case 'GOAL': {
      const scorer = playerOf(event.player).matchUserId;
      const goal = await write('GOAL', scorer);
      await write('SHOT', scorer, goal);
      await write('VALID_SHOT', scorer, goal);
      if (event.assist) await write('ASSIST', playerOf(event.assist).matchUserId);
      return;
    }
    case 'VALID_SHOT': {
      const shooter = playerOf(event.player).matchUserId;
      await write('SHOT', shooter, await write('VALID_SHOT', shooter));
      return;
    }
    case 'YELLOW_CARD': {
      const player = playerOf(event.player).matchUserId;
      const card = await write('YELLOW_CARD', player);
      await write('WARNING', player, card);
      await write('FOUL', player, card);
      return;
    }
    default:
      await write(event.type, playerOf(event.player).matchUserId);
  }
}

const noticeTexts: Record<'hangang' | 'gwanak', [title: string, body: string, important: boolean, daysAgo: number][]> = {
  hangang: [
    ['2025 시즌 회비 안내', '<p>올해 회비는 <strong>월 3만 원</strong>입니다. 매월 5일까지 팀 계좌로 입금해주세요.</p>', true, 40],
    ['경기 당일 집합 시간은 킥오프 40분 전입니다', '<p>몸 풀기와 라인업 확인을 위해 킥오프 40분 전까지 모여주세요.</p>', true, 30],
    ['새 유니폼 사이즈 조사', '<p>새 홈 유니폼을 맞춥니다. 이번 주 일요일까지 사이즈를 댓글로 남겨주세요.</p>', false, 18],
    ['봄맞이 친선전 결과', '<p>관악 유나이티드를 2:1로 이겼습니다. 모두 수고하셨습니다!</p>', false, 34],
    ['망원 구장 주차 안내', '<p>망원한강공원 2주차장이 가장 가깝습니다. 주말에는 일찍 차니 대중교통을 추천합니다.</p>', false, 6],
  ],
  gwanak: [
    ['신입 회원 환영합니다', '<p>새로 오신 분들은 첫 훈련 때 간단한 자기소개 부탁드립니다.</p>', false, 45],
    ['주말리그 참가 확정', '<p>올해 서울 주말리그에 참가합니다. 일정은 일정 탭에서 확인해주세요.</p>', true, 28],
    ['훈련장 변경 안내', '<p>다음 달부터 수요일 훈련은 관악구민운동장 보조구장에서 진행합니다.</p>', false, 15],
    ['구청장배 예선 2:2 무승부', '<p>끝까지 따라붙은 덕분에 비겼습니다. 다음 경기도 화이팅!</p>', false, 20],
    ['부상 예방 스트레칭 영상 공유', '<p>훈련 전 10분 스트레칭을 꼭 해주세요. 영상은 단톡방에 올려두었습니다.</p>', false, 3],
  ],
};

async function seedNotices(tx: Tx, now: Date): Promise<void> {
  for (const key of ['hangang', 'gwanak'] as const) {
    const admin = seedPeople.find((p) => p.teams.some((t) => t.key === key && t.role === 'TEAM_ADMIN'))!;
    await tx.insert(notices).values(
      noticeTexts[key].map(([title, content, isImportant, daysAgo]) => {
        const at = new Date(now.getTime() - daysAgo * dayMs);
        // The same cleaning as a posted notice: the database only ever holds sanitized bodies.
        return { teamId: teamId(key), authorId: admin.id, title, content: sanitizeNoticeBody(content), isImportant, createdAt: at, updatedAt: at };
      }),
    );
  }
}

async function seedSchedules(tx: Tx, now: Date, matchIds: number[]): Promise<void> {
  const scheduled = matchScripts.findIndex((s) => !s.finished);
  const match = matchScripts[scheduled];
  for (const key of ['hangang', 'gwanak'] as const) {
    const at = (days: number, time: string) => kstInstant(kstDate(now, days), time);
    const place = key === 'hangang' ? '망원한강공원 축구장' : '관악구민운동장 보조구장';
    const rows = [
      ...[-5, 2, 9, 16, 23].map((days) => ({
        title: '정기 훈련',
        kind: 'TRAINING' as const,
        startAt: at(days, '20:00'),
        endAt: at(days, '22:00'),
        place,
        note: '풋살화 지참',
      })),
      {
        title: match.title,
        kind: 'MATCH' as const,
        startAt: at(match.dayOffset, match.start),
        endAt: at(match.dayOffset, match.end),
        place: match.stadium,
        note: null,
        matchId: matchIds[scheduled],
      },
      {
        title: '월례 회식',
        kind: 'SOCIAL' as const,
        startAt: at(10, '19:00'),
        endAt: at(10, '21:30'),
        place: key === 'hangang' ? '망원동 고깃집' : '샤로수길 호프',
        note: '회비에서 지원합니다',
      },
    ];
    const inserted = await tx
      .insert(schedules)
      .values(rows.map((r) => ({ matchId: null, ...r, teamId: teamId(key), createdAt: new Date(now.getTime() - 20 * dayMs) })))
      .returning({ id: schedules.id });
    // A few answers on the next training, so attendance counts are not all zero.
    const members = seedPeople.filter((p) => p.teams.some((t) => t.key === key));
    const nextTraining = inserted[1].id;
    await tx.insert(scheduleAttendance).values(
      members.slice(0, 9).map((p, i) => ({
        scheduleId: nextTraining,
        userId: p.id,
        answer: (['ATTEND', 'ATTEND', 'ABSENT', 'ATTEND', 'UNDECIDED'] as const)[i % 5],
        answeredAt: now,
      })),
    );
  }
}
