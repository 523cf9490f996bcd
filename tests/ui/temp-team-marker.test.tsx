// @vitest-environment jsdom
/**
 * A temporary team (docs/product.md §1) carries '[임시]' before its name wherever it is listed — the team
 * profile's recent results, the records table and a member's match history — from the flags the lists
 * carry (`homeTeamIsTemp`/`awayTeamIsTemp`, `opponentIsTemp`), through `teamDisplayName`.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myTeam, team } from './harness.tsx';
import { matchHandlers, listItem, summary } from './matches-fixtures.tsx';
import { renderMembersApp } from './members-fixtures.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

const member = [myTeam({ id: 1, name: 'FC 서울', teamRole: 'USER' })];

describe('the temporary-team marker [임시]', () => {
  it("shows in the profile's recent results", async () => {
    const handlers: Handlers = {
      getTeam: () => team({ id: 1, name: 'FC 서울' }),
      getRecentResults: () => [
        {
          matchId: 31,
          title: '가을 친선전',
          matchDate: '2026-11-15',
          homeTeamId: 1,
          homeTeamName: 'FC 서울',
          awayTeamId: 9,
          awayTeamName: '동네 FC',
          homeTeamIsTemp: false,
          awayTeamIsTemp: true,
          homeScore: 3,
          awayScore: 1,
          result: 'WIN',
          playedMinutes: 90,
        },
        {
          matchId: 32,
          title: '주말리그',
          matchDate: '2026-11-08',
          homeTeamId: 2,
          homeTeamName: '한강 FC',
          awayTeamId: 1,
          awayTeamName: 'FC 서울',
          homeTeamIsTemp: false,
          awayTeamIsTemp: false,
          homeScore: 1,
          awayScore: 1,
          result: 'DRAW',
          playedMinutes: 90,
        },
      ],
      getResultsSummary: () => summary,
      listNotices: () => ({ content: [], page: 0, size: 10, totalElements: 0 }),
      listSchedules: () => [],
    };
    renderTeamsApp({ path: '/teams/1', teams: member, handlers });
    const recent = await screen.findByRole('region', { name: '최근 기록' }, { timeout: 5000 });
    expect(await within(recent).findByText('vs [임시] 동네 FC')).toBeTruthy();
    expect(within(recent).getByText('vs 한강 FC')).toBeTruthy();
  });

  it('shows in the records table', async () => {
    const handlers: Handlers = {
      listTeamMatches: ({ query }) => {
        const rows = [listItem({ id: 5, awayTeamId: 9, awayTeamName: '동네 FC', awayTeamIsTemp: true }), listItem({ id: 6, title: '주말리그 3라운드' })];
        return { content: rows, page: Number(query?.page ?? 0), size: Number(query?.size ?? 10), totalElements: rows.length };
      },
      getResultsSummary: () => summary,
      ...matchHandlers(),
    };
    renderTeamsApp({ path: '/teams/1/matches', teams: member, handlers });
    const grid = await screen.findByRole('grid', { name: /경기 목록/ }, { timeout: 5000 });
    const row = within(grid).getByRole('row', { name: /봄맞이 친선전/ });
    expect(await within(row).findByText('[임시] 동네 FC')).toBeTruthy();
    expect(within(within(grid).getByRole('row', { name: /주말리그 3라운드/ })).getByText('한강 FC')).toBeTruthy();
  });

  it("shows in a member's match history", async () => {
    renderMembersApp({
      path: '/teams/1/players?selectedMemberId=8',
      teams: [myTeam({ id: 1, teamRole: 'USER' })],
      handlers: {
        getMemberMatches: () => ({
          content: [
            {
              matchId: 3,
              matchDate: '2026-10-04',
              opponentTeamName: '동네 FC',
              opponentIsTemp: true,
              teamScore: 2,
              opponentScore: 1,
              result: 'WIN',
              appeared: true,
              goals: 1,
              assists: 0,
              yellowCards: 0,
              redCards: 0,
            },
            {
              matchId: 4,
              matchDate: '2026-09-27',
              opponentTeamName: '한강 FC',
              opponentIsTemp: false,
              teamScore: 0,
              opponentScore: 0,
              result: 'DRAW',
              appeared: true,
              goals: 0,
              assists: 0,
              yellowCards: 0,
              redCards: 0,
            },
          ],
          page: 0,
          size: 5,
          totalElements: 2,
        }),
      },
    });
    const panel = await screen.findByRole('dialog', { name: '멤버 정보' }, { timeout: 5000 });
    expect(await within(panel).findByRole('rowheader', { name: /^\[임시\] 동네 FC/ })).toBeTruthy();
    expect(within(panel).getByRole('rowheader', { name: /^한강 FC/ })).toBeTruthy();
  });
});
