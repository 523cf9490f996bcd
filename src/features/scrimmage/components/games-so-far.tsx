/** The games so far (decision 081): number, the two sides with their vests, the score, the side resting. */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { sideLabel, sideVest } from '#src/lib/vest.ts';
import * as css from '../scrimmage.css.ts';
import { ReadOnlyPart } from './read-only-part.tsx';

const m = scrimmageSetupMessages.games;

export function GamesSoFar({ scrimmage }: { scrimmage: Scrimmage }) {
  const vest = (side: number) => sideVest(scrimmage.vestColours, side);
  const games = [...scrimmage.games].sort((a, b) => a.number - b.number);
  return (
    <ReadOnlyPart title={m.title} isEmpty={games.length === 0} emptyText={m.none}>
      <ol className={css.games}>
        {games.map((g) => (
          <li
            key={g.id}
            className={css.game}
            aria-label={`${m.number(g.number)} ${m.score(sideLabel(vest(g.homeSide)), g.homeScore, g.awayScore, sideLabel(vest(g.awaySide)))}`}
          >
            <span className={css.muted}>{m.number(g.number)}</span>
            <SideBadge colour={vest(g.homeSide)} />
            <span className={css.score}>
              {g.homeScore} : {g.awayScore}
            </span>
            <SideBadge colour={vest(g.awaySide)} />
            {g.state === 'PLAYING' ? <Tag tone="green">{m.playing}</Tag> : g.state === 'PAUSED' ? <Tag tone="yellow">{m.paused}</Tag> : null}
            {g.restingSide !== null ? <span className={css.muted}>{m.resting(sideLabel(vest(g.restingSide)))}</span> : null}
          </li>
        ))}
      </ol>
    </ReadOnlyPart>
  );
}
