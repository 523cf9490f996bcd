/**
 * The public scoreboard's timeline (src/features/live-share/public-timeline.ts): the story a family
 * member reads, with each substitution one line paired as on the members' match page.
 */
import { describe, expect, it } from 'vitest';
import type { PublicMatchEvent } from '#contract/match-share.ts';
import { playerLabels, publicTimeline, type PublicTimelineRow } from '#src/features/live-share/public-timeline.ts';

let nextId = 1;
function row(over: Partial<PublicMatchEvent> & Pick<PublicMatchEvent, 'eventType'>): PublicMatchEvent {
  return {
    id: nextId++,
    parentId: null,
    side: 'HOME',
    playerId: null,
    playerName: null,
    halfType: 'FIRST_HALF',
    elapsedMinutes: 10,
    createdAt: '2026-11-29T01:00:00.000Z',
    ...over,
  };
}

const line = (r: PublicTimelineRow) => (r.kind === 'substitution' ? `${r.side} ${r.out}→${r.into}` : `${r.side} ${r.eventType} ${r.player}`);

describe('publicTimeline', () => {
  it('keeps goals, own goals and cards, and leaves out the derived rows and the counters', () => {
    const goal = row({ eventType: 'GOAL', playerName: '김민준' });
    const shot = row({ eventType: 'VALID_SHOT', parentId: goal.id, playerName: '김민준' });
    const card = row({ eventType: 'YELLOW_CARD', side: 'AWAY', playerName: '박지훈' });
    const foul = row({ eventType: 'FOUL', side: 'AWAY', parentId: card.id, playerName: '박지훈' });
    const corner = row({ eventType: 'CORNER_KICK' });
    const ownGoal = row({ eventType: 'OWN_GOAL', side: 'AWAY', playerName: '최도윤' });
    expect(publicTimeline([goal, shot, card, foul, corner, ownGoal]).map(line)).toEqual([
      'HOME GOAL 김민준',
      'AWAY YELLOW_CARD 박지훈',
      'AWAY OWN_GOAL 최도윤',
    ]);
  });

  it("makes one line of a substitution whose SUB_IN is the SUB_OUT's child", () => {
    const out = row({ eventType: 'SUB_OUT', playerName: '정우진' });
    const into = row({ eventType: 'SUB_IN', parentId: out.id, playerName: '권시우' });
    expect(publicTimeline([out, into]).map(line)).toEqual(['HOME 정우진→권시우']);
  });

  it("pairs an older log's main SUB_IN with the SUB_OUT of the same side and minute, never the other side's", () => {
    const out = row({ eventType: 'SUB_OUT', playerName: '정우진', elapsedMinutes: 30 });
    const awayIn = row({ eventType: 'SUB_IN', side: 'AWAY', playerName: '원정교체', elapsedMinutes: 30 });
    const into = row({ eventType: 'SUB_IN', playerName: '권시우', elapsedMinutes: 30 });
    const awayOut = row({ eventType: 'SUB_OUT', side: 'AWAY', playerName: '원정선발', elapsedMinutes: 31 });
    expect(publicTimeline([out, awayIn, into, awayOut]).map(line)).toEqual(['HOME 정우진→권시우', 'AWAY 원정선발→null']);
  });

  it('puts the number before the initial of a side whose names the link does not show (decision 070)', () => {
    const player = (id: number, name: string, number: number | null) => ({ id, name, number, matchPosition: null, matchGrid: null });
    const label = playerLabels(
      {
        namesShown: { home: true, away: false },
        lineups: {
          home: { starters: [player(1, '김민준', 10)], substitutes: [] },
          away: { starters: [player(2, '정', 7)], substitutes: [player(3, '권', 14), player(4, '최', null)] },
        },
      },
      (number, initial) => `${number}번 ${initial}`,
    );
    const goal = row({ eventType: 'GOAL', playerId: 1, playerName: '김민준' });
    const card = row({ eventType: 'YELLOW_CARD', side: 'AWAY', playerId: 4, playerName: '최' });
    const out = row({ eventType: 'SUB_OUT', side: 'AWAY', playerId: 2, playerName: '정' });
    const into = row({ eventType: 'SUB_IN', side: 'AWAY', parentId: out.id, playerId: 3, playerName: '권' });
    expect(publicTimeline([goal, card, out, into], label).map(line)).toEqual(['HOME GOAL 김민준', 'AWAY YELLOW_CARD 최', 'AWAY 7번 정→14번 권']);
  });
});
