/** The saved sides, read-only: what members see (no balance bar, decision 081). */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { useKeeperIds } from '../balance-inputs.ts';
import { namesById, shownSides } from '../scrimmage-view.ts';
import * as css from '../scrimmage.css.ts';
import { ReadOnlyPart } from './read-only-part.tsx';
import { PlayerLine, SideCard } from './side-card.tsx';

const m = scrimmageSetupMessages.sides;

export function SidesView({ scrimmage }: { scrimmage: Scrimmage }) {
  const keepers = useKeeperIds(scrimmage.teamId, scrimmage.attendees);
  const names = namesById(scrimmage);
  const sides = shownSides(scrimmage);
  return (
    <ReadOnlyPart title={m.title} isEmpty={sides.length === 0} emptyText={m.notYet}>
      <div className={css.sideGrid}>
        {sides.map((s) => (
          <SideCard key={s.side} colour={s.colour} size={s.attendeeIds.length}>
            {s.attendeeIds.map((id) => (
              <PlayerLine key={id} name={names.get(id) ?? ''} keeper={keepers.has(id)} />
            ))}
          </SideCard>
        ))}
      </div>
    </ReadOnlyPart>
  );
}
