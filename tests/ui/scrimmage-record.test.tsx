// @vitest-environment jsdom
/**
 * What the scrimmage page mounts from playing the games (src/features/scrimmage/play): the now/next
 * card (the game on and its score, or the next pairing, who rests and who keeps goal on a side
 * without a keeper) and the results, sortable by any column, each side shown by its vest.
 */
import type { Scrimmage, ScrimmageResults as Results } from '#contract/scrimmages.ts';
import { NowNextCard, ScrimmageResults } from '#src/features/scrimmage/play/index.ts';
import { withEvent, withGameAction, withGameStarted } from '#src/features/scrimmage/play/scrimmage-cache.ts';
import { ServicesProvider, type Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';

const at = '2026-03-01T10:00:00.000Z';
const attendee = (id: number, name: string, side: number) => ({
  id,
  userId: id,
  name,
  profileImageUrl: null,
  guest: false,
  side,
  checkedInAt: at,
  leftAt: null,
});

function scrimmage(): Scrimmage {
  return {
    id: 9,
    teamId: 1,
    scheduleId: 1,
    title: '자체전',
    startAt: at,
    endAt: at,
    place: null,
    note: null,
    sideCount: 3,
    gameMinutes: 12,
    format: 'WINNER_STAYS',
    drawRule: 'LONGER_ON_LEAVES',
    restOrder: [2, 0, 1],
    vestColours: ['ORANGE', 'YELLOW', 'GREEN'],
    state: 'SIDES',
    runnerId: null,
    attendees: [
      attendee(1, '김골키', 0),
      attendee(2, '이공격', 0),
      attendee(3, '박수비', 1),
      attendee(4, '최미드', 1),
      attendee(5, '정윙어', 2),
      attendee(6, '한센터', 2),
    ],
    noShows: [],
    sides: [
      { side: 0, vestColour: 'ORANGE', attendeeIds: [1, 2] },
      { side: 1, vestColour: 'YELLOW', attendeeIds: [3, 4] },
      { side: 2, vestColour: 'GREEN', attendeeIds: [5, 6] },
    ],
    games: [],
    events: [],
    goals: [],
  };
}

function renderWith(children: ReactNode, answers: Record<string, unknown> = {}) {
  const call = async (name: string) => {
    if (name in answers) return answers[name];
    throw new Error(`unexpected call ${name}`);
  };
  const services = {
    session: createSession({
      renewToken: async () => {
        throw new Error('none');
      },
    }),
    http: { call },
    storage,
  } as unknown as Services;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ServicesProvider>,
  );
}

describe('NowNextCard', () => {
  test('before the first game: the pairing from the rest order, the side resting, and a keeper for each side without one', () => {
    renderWith(<NowNextCard scrimmage={scrimmage()} keepers={new Set([1])} />);
    const next = screen.getByRole('heading', { name: '1경기 예정' }).parentElement!;
    expect(
      within(next)
        .getAllByText(/^(주황|노랑|초록)팀$/)
        .map((n) => n.textContent),
    ).toEqual(['주황팀', '노랑팀', '초록팀']);
    // 주황팀 has its own keeper (김골키); 노랑팀 takes turns, the first listed first.
    expect(within(next).getByText('노랑팀 골키퍼 박수비')).toBeTruthy();
    expect(within(next).queryByText(/주황팀 골키퍼/)).toBeNull();
  });

  test('a game on: its number, the score in words, the clock', () => {
    let s = withGameStarted(scrimmage(), { id: 1, homeSide: 0, awaySide: 1, at: new Date().toISOString() });
    s = withEvent(s, { id: 10, gameId: 1, eventType: 'GOAL', attendeeId: 4, assistAttendeeId: null, side: 1, createdAt: at });
    renderWith(<NowNextCard scrimmage={s} />);
    expect(screen.getByRole('heading', { name: '1경기 진행 중' })).toBeTruthy();
    expect(screen.getByText('주황팀 0 대 1 노랑팀')).toBeTruthy();
    expect(screen.getByRole('timer', { name: '경기 시계' }).textContent).toMatch(/^00:0\d$/);
  });

  test('after a game the winner stays: the next pairing says why', () => {
    let s = withGameStarted(scrimmage(), { id: 1, homeSide: 0, awaySide: 1, at });
    s = withEvent(s, { id: 10, gameId: 1, eventType: 'GOAL', attendeeId: 2, assistAttendeeId: null, side: 0, createdAt: at });
    s = withGameAction(s, 1, 'END', at);
    renderWith(<NowNextCard scrimmage={s} />);
    expect(screen.getByText('승자 남기: 주황팀이 남고 노랑팀이 쉽니다.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2경기 예정' })).toBeTruthy();
  });
});

describe('ScrimmageResults', () => {
  const line = (attendeeId: number, name: string, side: number, goals: number, points: number) => ({
    attendeeId,
    name,
    side,
    guest: false,
    gamesPlayed: 2,
    wins: points >= 3 ? 1 : 0,
    draws: points % 3,
    losses: 1,
    goals,
    assists: 0,
    points,
  });
  const results: Results = {
    players: [line(1, '김골키', 0, 0, 4), line(2, '이공격', 0, 3, 4), line(3, '박수비', 1, 1, 1)],
    sides: [
      { side: 0, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, goals: 3, goalsAgainst: 1, points: 4, vestColour: 'ORANGE' },
      { side: 1, gamesPlayed: 2, wins: 0, draws: 1, losses: 1, goals: 1, goalsAgainst: 3, points: 1, vestColour: 'YELLOW' },
    ],
  };

  test('each player with their side, sortable by goals; each side by its vest', async () => {
    renderWith(<ScrimmageResults teamId={1} scrimmageId={9} vestColours={['ORANGE', 'YELLOW', 'GREEN']} />, { getScrimmageResults: results });
    const players = await screen.findByRole('grid', { name: '선수별 결과' });
    const names = () =>
      within(players)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    expect(names()).toEqual(['김골키', '이공격', '박수비']);
    expect(within(players).getByRole('row', { name: /박수비/ }).textContent).toContain('노랑팀');
    act(() => within(players).getByRole('columnheader', { name: '골' }).click());
    expect(names()).toEqual(['이공격', '박수비', '김골키']);
    expect(screen.getByText('골 순으로 정렬됨')).toBeTruthy();
    const sides = screen.getByRole('grid', { name: '팀별 결과' });
    expect(
      within(sides)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['주황팀', '노랑팀']);
  });

  test('no game finished yet: says so instead of an empty table', async () => {
    renderWith(<ScrimmageResults teamId={1} scrimmageId={9} vestColours={['ORANGE', 'YELLOW']} />, { getScrimmageResults: { players: [], sides: [] } });
    expect(await screen.findByText('끝난 경기가 아직 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
