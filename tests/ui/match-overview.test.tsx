// @vitest-environment jsdom
/**
 * The match page after a substitution (docs/domain.md §4.5): the pitch shows who stands on it now, the bench
 * who went off, both marked with the minute; the log tells the substitution as one row by default.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchEvent, MatchPlayers } from '#contract/matches.ts';
import { timelineRows } from '#src/features/match-overview/substitutions.ts';
import { myTeam } from './harness.tsx';
import { event, finishedMatch, matchHandlers, player } from './matches-fixtures.tsx';
import { renderTeamsApp } from './teams-harness.tsx';

const member = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'USER' })];
/** The page's code loads lazily on the first visit of the file, slow on a loaded machine. */
const pageLoad = { timeout: 15_000 };

/**
 * What the server answers after 정우진 (a starter on cell 3) went off for 권시우 in the 13th minute of
 * the second half: roles never change, the cell moves to the one who came on (server/recording/events.ts).
 */
const afterSubstitution: MatchPlayers = {
  homeTeam: {
    starters: [
      player({ id: 11, name: '김민수', number: 10, matchGrid: 2 }),
      player({ id: 12, name: '이서준', number: 1, matchPosition: 'GK', matchGrid: 27 }),
      player({ id: 15, name: '정우진', number: 8, matchGrid: null, subOut: true }),
    ],
    substitutes: [
      player({ id: 16, name: '권시우', number: 17, role: 'SUB_PLAYER', matchPosition: 'FW', matchGrid: 3, subIn: true }),
      player({ id: 14, name: '최벤치', number: 20, role: 'SUB_PLAYER', matchGrid: null }),
    ],
  },
  awayTeam: { starters: [player({ id: 21, teamId: 2, userId: 30, name: '정원정', number: 9, matchGrid: 7 })], substitutes: [] },
};

const goal = event({ id: 1, eventType: 'GOAL', elapsedMinutes: 12 });
const goalShot = event({ id: 2, eventType: 'SHOT', parentId: 1, elapsedMinutes: 12 });
const second = { halfType: 'SECOND_HALF' as const, elapsedMinutes: 13 };
/** As the server writes it: the SUB_IN is a child of the SUB_OUT. */
const subOut = event({ id: 3, eventType: 'SUB_OUT', matchUserId: 15, userName: '정우진', ...second });
const subIn = event({ id: 4, eventType: 'SUB_IN', matchUserId: 16, userName: '권시우', parentId: 3, ...second });

function renderAfterSubstitution(history: MatchEvent[] = [goal, goalShot, subOut, subIn]) {
  return renderTeamsApp({
    path: '/matches/5',
    teams: member,
    handlers: { ...matchHandlers(finishedMatch), getMatchPlayers: () => afterSubstitution, getMatchHistory: () => history },
  });
}

describe('match page after a substitution: the lineups', () => {
  it('puts the player who came on on the pitch, marked with the minute, and leaves out the one who went off', async () => {
    renderAfterSubstitution();
    const pitch = await screen.findByRole('list', { name: 'FC 서울 선발 라인업' }, pageLoad);
    await waitFor(() => expect(within(pitch).getByText(/교체 투입 59'/)).toBeTruthy());
    const names = within(pitch)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual(['1010 김민수', "1717 권시우 교체 투입 59'", '11 이서준']);
    expect(within(pitch).queryByText('정우진')).toBeNull();
  });

  it('lists the player who went off on the bench, after those who can still come on, marked 교체 아웃 with the minute', async () => {
    renderAfterSubstitution();
    const bench = await screen.findAllByRole('list', { name: '교체 선수' }, pageLoad);
    const home = bench[0]!;
    await waitFor(() => expect(within(home).getByText("교체 아웃 59'")).toBeTruthy());
    const items = within(home).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['20최벤치FW', "8정우진FW교체 아웃 59'"]);
    expect(within(home).queryByText('권시우')).toBeNull();
  });

  it('marks a player sent off on the bench, off the pitch', async () => {
    const sentOff: MatchPlayers = {
      ...afterSubstitution,
      awayTeam: {
        starters: [player({ id: 21, teamId: 2, userId: 30, name: '정원정', number: 9, matchGrid: null, redCards: 1, sentOff: true })],
        substitutes: [],
      },
    };
    renderTeamsApp({ path: '/matches/5', teams: member, handlers: { ...matchHandlers(finishedMatch), getMatchPlayers: () => sentOff } });
    const away = (await screen.findAllByRole('list', { name: '교체 선수' }, pageLoad))[1]!;
    expect(within(away).getByText('퇴장')).toBeTruthy();
    expect(within(away).getByText('정원정')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '한강 FC 선발 라인업' })).queryByText('정원정')).toBeNull();
  });
});

describe('match page after a substitution: the log', () => {
  it('shows the substitution as one row by default, the derived rows only behind the toggle', async () => {
    renderAfterSubstitution();
    const log = await screen.findByRole('table', { name: '경기 로그' }, pageLoad);
    expect(
      within(log)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['득점', '교체']);
    const row = within(log).getByRole('rowheader', { name: '교체' }).closest('tr')!;
    expect(row.textContent).toContain("59'");
    expect(row.textContent).toContain('정우진 교체 아웃');
    expect(row.textContent).toContain('권시우 교체 투입');
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: '세부 기록 모두 보기' })));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '경기 로그' }))
          .getAllByRole('rowheader')
          .map((r) => r.textContent),
      ).toEqual(['득점', '슈팅', '교체']),
    );
  });

  it('folds a seeded substitution whose SUB_IN is a main row into one row too', async () => {
    renderAfterSubstitution([goal, goalShot, { ...subOut }, { ...subIn, parentId: null }]);
    const log = await screen.findByRole('table', { name: '경기 로그' }, pageLoad);
    expect(
      within(log)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['득점', '교체']);
  });
});

describe('timelineRows (pure)', () => {
  it('pairs each SUB_OUT with its own SUB_IN, by parent first, else the next one of the same team and minute', () => {
    const laterOut = event({ id: 10, eventType: 'SUB_OUT', matchUserId: 11, userName: '김민수', halfType: 'SECOND_HALF', elapsedMinutes: 30 });
    const laterIn = event({ id: 11, eventType: 'SUB_IN', matchUserId: 14, userName: '최벤치', halfType: 'SECOND_HALF', elapsedMinutes: 30 });
    const otherTeamIn = event({ id: 12, eventType: 'SUB_IN', teamId: 2, matchUserId: 22, userName: '원정교체', halfType: 'SECOND_HALF', elapsedMinutes: 30 });
    const rows = timelineRows([subOut, subIn, otherTeamIn, laterOut, laterIn], false);
    expect(rows.map((r) => (r.kind === 'substitution' ? `${r.out.userName}→${r.in?.userName}` : r.event.eventType))).toEqual([
      '정우진→권시우',
      'SUB_IN',
      '김민수→최벤치',
    ]);
  });

  it('keeps a SUB_OUT whose SUB_IN is not (yet) known as a substitution row', () => {
    expect(timelineRows([subOut], false)).toEqual([{ kind: 'substitution', out: subOut, in: null }]);
  });
});
