/**
 * One side as a card: its vest and name (주황팀), its size, and its players with the keepers marked
 * GK. The balance bar is the admin's and the runner's (`balance`): it is drawn from levels, which
 * members never see (decision 081), so a member's card has none.
 */
import type { VestColour } from '#contract/enums.ts';
import type { ReactNode } from 'react';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { sideLabel } from '#src/lib/vest.ts';
import { barFill, vestColour } from '#src/styles/vest.css.ts';
import * as css from '../scrimmage.css.ts';

const m = scrimmageSetupMessages.sides;

export interface SideCardProps {
  colour: VestColour;
  size: number;
  /** The level sum and its share of the strongest side's (0–1); absent for members. */
  balance?: { sum: number; share: number };
  children: ReactNode;
}

export function SideCard({ colour, size, balance, children }: SideCardProps) {
  return (
    <section className={css.sideCard} aria-label={sideLabel(colour)}>
      <div className={css.sideHead}>
        <SideBadge colour={colour} />
        <span className={css.muted}>{m.size(size)}</span>
      </div>
      {balance ? (
        <div className={css.balance}>
          <span className={css.track} aria-hidden>
            <span className={`${barFill} ${vestColour[colour]}`} style={{ inlineSize: `${Math.round(Math.min(1, Math.max(0, balance.share)) * 100)}%` }} />
          </span>
          <span>{m.balanceValue(balance.sum)}</span>
        </div>
      ) : null}
      <ul className={css.players}>{children}</ul>
    </section>
  );
}

/** A player's line on a read-only card. */
export function PlayerLine({ name, keeper }: { name: string; keeper: boolean }) {
  return (
    <li className={css.player}>
      <span className={css.playerName}>{name}</span>
      {keeper ? (
        <abbr className={css.keeper} title={m.keeperLong}>
          {m.keeper}
        </abbr>
      ) : null}
    </li>
  );
}
