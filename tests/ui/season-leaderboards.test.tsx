// @vitest-environment jsdom
/** The season's leaderboards as a member reads them (src/features/stats/components/season-leaderboards.tsx). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { SeasonLeaderboards } from '#src/features/stats/components/season-leaderboards.tsx';

let nextId = 1;
const row = (name: string, goals: number): PlayerSeasonRow => ({
  userId: nextId++,
  name,
  profileImg: null,
  backNumber: null,
  position: 'FW',
  isGuest: false,
  isMember: true,
  appearances: 1,
  starts: 1,
  minutes: 90,
  goals,
  assists: 0,
  attackPoints: goals,
  yellowCards: 0,
  sentOffs: 0,
  ownGoals: 0,
});

describe('season leaderboards', () => {
  it('shows a shared rank for equal figures (1, 2, 2, 4), each of them marked 공동', () => {
    render(<SeasonLeaderboards rows={[row('김민준', 7), row('박도윤', 2), row('이서준', 2), row('정우진', 1)]} position="ALL" />);
    const lines = within(screen.getByRole('region', { name: '득점' })).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual(['1.김민준7골', '2.박도윤 공동2골', '2.이서준 공동2골', '4.정우진1골']);
  });

  it('under a filter with nobody in it, says there is no such player rather than no record yet', () => {
    render(<SeasonLeaderboards rows={[]} position="NONE" />);
    expect(within(screen.getByRole('region', { name: '도움' })).getByText('포지션 미정 선수가 없습니다.')).toBeTruthy();
    expect(screen.queryByText('아직 기록이 없습니다.')).toBeNull();
  });
});
