// @vitest-environment jsdom
/**
 * The public scoreboard page (`/live/{token}`, decisions 057 and 070): the other registered team's
 * players as number and initial with a note saying why, and a link past its days after full time
 * answered with its own Korean message.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicMatchSnapshot } from '#contract/match-share.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { renderApp } from './harness.tsx';

const token = 'AAAAAAAAAAAAAAAAAAAAAAAA';

function snapshot(): PublicMatchSnapshot {
  return {
    seq: 4,
    match: {
      title: '친선 경기',
      matchType: 'FRIENDLY',
      matchDate: '2026-11-22',
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      matchState: 'PLAY_FIRST_HALF',
      homeTeamName: 'FC 한강',
      awayTeamName: '관악 유나이티드',
      homeTeamColor: '#1E3A8A',
      awayTeamColor: '#B91C1C',
      homeTeamIsTemp: false,
      awayTeamIsTemp: false,
      homeScore: 0,
      awayScore: 1,
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
      firstHalfStartAt: '2026-11-22T01:00:00.000Z',
      firstHalfEndAt: null,
      secondHalfStartAt: null,
      secondHalfEndAt: null,
      serverNow: '2026-11-22T01:10:00.000Z',
    },
    namesShown: { home: true, away: false },
    timeline: [
      {
        id: 1,
        parentId: null,
        eventType: 'GOAL',
        side: 'AWAY',
        playerId: 21,
        playerName: '정',
        halfType: 'FIRST_HALF',
        elapsedMinutes: 9,
        createdAt: '2026-11-22T01:09:00.000Z',
      },
    ],
    lineups: {
      home: { starters: [{ id: 11, name: '김민준', number: 10, matchPosition: 'FW', matchGrid: 1 }], substitutes: [] },
      away: { starters: [{ id: 21, name: '정', number: 7, matchPosition: 'FW', matchGrid: 1 }], substitutes: [] },
    },
  };
}

describe('the public scoreboard page', () => {
  it("shows the other registered team's players by number and initial, and says why", async () => {
    renderApp({ path: `/live/${token}`, server: { publicMatch: snapshot() } });
    const story = await screen.findByRole('region', { name: '경기 기록' });
    expect(story.textContent).toContain('득점 · 7번 정');
    const note = '이 팀은 링크를 공유하지 않아 선수를 등번호와 성(이니셜)으로만 표시합니다.';
    expect(within(screen.getByRole('region', { name: '관악 유나이티드' })).getByText(note)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'FC 한강' })).queryByText(note)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'FC 한강 선발' })).getByText('김민준')).toBeTruthy();
  });

  it('says a link past its 7 days after full time can no longer be seen (410 6048)', async () => {
    const expired = new HttpError({
      endpoint: 'getPublicMatch',
      status: 410,
      code: 6048,
      message: '경기가 끝나고 7일이 지나 더 이상 볼 수 없는 경기 링크입니다.',
    });
    renderApp({ path: `/live/${token}`, server: { publicMatch: expired } });
    expect(await screen.findByRole('heading', { name: '경기가 끝나고 7일이 지나 더 이상 볼 수 없는 경기 링크입니다.' })).toBeTruthy();
    expect(screen.getByText('계속 보려면 링크를 보낸 팀 운영진에게 링크 유지를 요청해 주세요.')).toBeTruthy();
  });
});
