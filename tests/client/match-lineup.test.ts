import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pitchPlacement, sideLineup } from '#src/lib/match-lineup.ts';
import { describe, expect, test } from 'vitest';
import { matchPlayer } from '../support/match-player.ts';

/**
 * Who stands where now (src/lib/match-lineup.ts): one rule for the record screen and the match page,
 * so after a substitution both show the same eleven (docs/domain.md §4.5).
 */
const player = (over: Partial<MatchPlayer>) => matchPlayer({ userId: 1, ...over });

/** The server's answer after 정우진 (cell 3) went off for 권시우; 문상훈 was sent off from cell 20. */
const side: MatchPlayers['homeTeam'] = {
  starters: [
    player({ id: 1, name: '박지훈', matchGrid: 27 }),
    player({ id: 2, name: '정우진', matchGrid: null, subOut: true }),
    player({ id: 3, name: '문상훈', matchGrid: null, redCards: 1, sentOff: true }),
    player({ id: 4, name: '이서준', matchGrid: 1 }),
  ],
  substitutes: [
    player({ id: 5, name: '권시우', role: 'SUB_PLAYER', matchGrid: 3, subIn: true }),
    player({ id: 6, name: '윤건우', role: 'SUB_PLAYER', matchGrid: null }),
  ],
};

describe('sideLineup and pitchPlacement (shared)', () => {
  test('the substitute who came on stands on the pitch in the cell of the one who went off; roles alone do not decide', () => {
    const { onPitch, bench } = sideLineup(side);
    expect(onPitch.map((p) => p.name)).toEqual(['박지훈', '권시우', '이서준']);
    expect(bench.map((p) => p.name)).toEqual(['윤건우', '정우진', '문상훈']);
    expect(pitchPlacement(onPitch).cells.get(3)?.name).toBe('권시우');
  });

  test('the record screen uses the very same functions (no second copy of the rule)', () => {
    const folder = join(import.meta.dirname, '../../src/features/match-record');
    const sources = [...readdirSync(folder), ...readdirSync(join(folder, 'components')).map((f) => `components/${f}`)]
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => readFileSync(join(folder, f), 'utf8'));
    expect(sources.some((s) => /function (sideLineup|pitchPlacement)\b/.test(s))).toBe(false);
    expect(sources.filter((s) => s.includes("from '#src/lib/match-lineup.ts'")).length).toBeGreaterThan(1);
  });
});
