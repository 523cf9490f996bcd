// @vitest-environment jsdom
/**
 * The public scoreboard's head (src/features/live-share/components/scoreboard.tsx): 실시간 only while
 * the match is played, never beside 경기 전 nor after full time, whatever the stream's state.
 */
import type { MatchState } from '#contract/enums.ts';
import type { PublicMatchSnapshot } from '#contract/match-share.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Scoreboard } from '#src/features/live-share/components/scoreboard.tsx';

const kickOff = '2026-11-29T01:00:00.000Z';
function snapshot(matchState: MatchState): PublicMatchSnapshot {
  const started = matchState !== 'SCHEDULED';
  return {
    seq: 3,
    match: {
      title: '일요 친선전',
      matchType: 'FRIENDLY',
      matchDate: '2026-11-29',
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      matchState,
      homeTeamName: 'FC 한강',
      awayTeamName: '관악 유나이티드',
      homeTeamColor: '#D91920',
      awayTeamColor: '#0043FF',
      homeTeamIsTemp: false,
      awayTeamIsTemp: false,
      homeScore: 0,
      awayScore: 0,
      firstHalfPeriod: 45,
      secondHalfPeriod: 45,
      firstHalfStartAt: started ? kickOff : null,
      firstHalfEndAt: null,
      secondHalfStartAt: null,
      secondHalfEndAt: matchState === 'FINISHED' ? '2026-11-29T02:40:00.000Z' : null,
      serverNow: '2026-11-29T01:10:00.000Z',
    },
    namesShown: { home: true, away: true },
    timeline: [],
    lineups: { home: { starters: [], substitutes: [] }, away: { starters: [], substitutes: [] } },
  };
}

describe('the public scoreboard', () => {
  it('says 실시간 while the first half is played', () => {
    render(
      <Scoreboard snapshot={snapshot('PLAY_FIRST_HALF')} status="live">
        {null}
      </Scoreboard>,
    );
    expect(screen.getByText('실시간')).toBeTruthy();
  });

  it('says no 실시간 beside 경기 전, nor after full time, though the stream is up', () => {
    for (const state of ['SCHEDULED', 'FINISHED'] as const) {
      const { unmount } = render(
        <Scoreboard snapshot={snapshot(state)} status="live">
          {null}
        </Scoreboard>,
      );
      expect(screen.getByText(state === 'SCHEDULED' ? '경기 전' : '경기 종료')).toBeTruthy();
      expect(screen.queryByText('실시간')).toBeNull();
      unmount();
    }
  });
});
