/**
 * 팀 나누기 (decision 081), for the admin and the runner: 제안 받기 asks the balancer for sides from
 * who is checked in; a tap on one player and then on one of another side swaps them (Enter and Space
 * do the same); 고정 keeps a player where they are through 다시 섞기; 이동 moves one by hand. After a
 * late arrival or a dropout, 다시 맞추기 changes as few places as it can and says how many moved.
 * 저장 sends the sides (the first save ends check-in) as the lifecycle machine's `sides.save`, offered
 * only when the machine takes the split (decision 090).
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import type { SideSplit } from '#machines/scrimmage.phase.ts';
import { Pin } from 'lucide-react';
import { useState } from 'react';
import { Section } from '#src/components/common/section.tsx';
import { Button, PlainButton } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { MenuButton } from '#src/components/ui/menu-button.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import { sideLabel, sideVest } from '#src/lib/vest.ts';
import { coversEveryone, useBalanceInputs, useKeeperIds } from '../balance-inputs.ts';
import { sideBalance } from '#machines/scrimmage.balance.ts';
import { presentAttendees } from '../check-in.ts';
import { namesById, shownSides } from '../scrimmage-view.ts';
import * as css from '../scrimmage.css.ts';
import { differs, isUneven, draftFrom, move, propose, rebalance, reconcile, reroll, tap, togglePin, type SidesDraft } from '../sides-draft.ts';
import { reasonLines } from '../sides-reasons.ts';
import { SideCard } from './side-card.tsx';

const m = scrimmageSetupMessages.sides;

export interface SidesEditorProps {
  scrimmage: Scrimmage;
  /** Whether the lifecycle machine takes this split now. */
  canSave: (sides: SideSplit[]) => boolean;
  /** A save on its way. */
  saving: boolean;
  onSave: (sides: SideSplit[]) => void;
}

export function SidesEditor({ scrimmage, canSave, saving, onSave }: SidesEditorProps) {
  const sideCount = scrimmage.sideCount === 2 ? 2 : 3;
  const saved = shownSides(scrimmage).map((s) => s.attendeeIds);
  const [draft, setDraft] = useState<SidesDraft>(() => draftFrom(saved));
  const [status, setStatus] = useState('');
  const here = presentAttendees(scrimmage.attendees);
  const answer = useBalanceInputs(scrimmage.teamId, scrimmage.id, true);
  const inputs = coversEveryone(answer, here) ? answer : null;
  const levelsHidden = inputs?.levelsHidden ?? false;
  const keepers = useKeeperIds(scrimmage.teamId, here);
  const names = namesById(scrimmage);
  const nameOf = (id: number) => names.get(id) ?? '';

  const { sides, unplaced } = reconcile(
    draft,
    here.map((a) => a.id),
  );
  const savedHere = reconcile(
    draftFrom(saved),
    here.map((a) => a.id),
  ).sides;
  const placedBefore = new Set(saved.flat());
  // Someone came or left since the sides were saved: 다시 맞추기 mends them with the fewest moves.
  const rosterChanged = saved.length > 0 && (here.some((a) => !placedBefore.has(a.id)) || savedHere.flat().length !== placedBefore.size);
  const hasSides = sides.some((ids) => ids.length > 0);
  const enough = here.length >= sideCount * 2;
  const split = sides.map((attendeeIds, side) => ({ side, vestColour: sideVest(scrimmage.vestColours, side), attendeeIds }));
  // The server's rule for a split, as the lifecycle machine checks it (decision 078); `uneven` says why not.
  const check = { ok: canSave(split), uneven: isUneven(sides) };
  const changed = saved.length === 0 || differs(sides, saved) || unplaced.length > 0;
  // Levels hidden from a runner who is no admin: every level is the same guess, so no bar and no sums.
  const balances = inputs && !levelsHidden ? sideBalance(inputs.players, sides) : null;
  const strongest = balances ? Math.max(1, ...balances.map((b) => b.levelSum)) : 1;
  const working = { ...draft, sides };

  function onTap(id: number) {
    const { draft: next, swapped } = tap(working, id);
    setDraft(next);
    setStatus(swapped ? m.swapped(nameOf(swapped[0]), nameOf(swapped[1])) : next.selected !== null ? m.selected(nameOf(next.selected)) : '');
  }

  const lines = draft.reasons ? reasonLines(draft.reasons, nameOf, { levelsHidden }) : [];
  return (
    <Section title={m.editTitle} className={css.section}>
      {!enough ? <p className={css.muted}>{m.needPlayers(sideCount * 2)}</p> : null}
      <div className={css.actions}>
        <Button
          variant={hasSides ? 'secondary' : 'primary'}
          isDisabled={!enough || !inputs}
          onPress={() => inputs && setDraft(propose(working, inputs, sideCount))}
        >
          {m.propose}
        </Button>
        {hasSides ? (
          <Button isDisabled={!enough || !inputs} onPress={() => inputs && setDraft(reroll(working, inputs, sideCount))}>
            {m.reroll}
          </Button>
        ) : null}
        {rosterChanged ? (
          <Button isDisabled={!inputs} onPress={() => inputs && setDraft(rebalance(working, inputs, sideCount, savedHere))}>
            {m.rebalance}
          </Button>
        ) : null}
      </div>
      {draft.moved !== null ? <p className={css.note}>{m.movedCount(draft.moved)}</p> : null}
      {lines.length > 0 ? (
        <ul className={css.reasons} aria-label={m.reasonsLabel}>
          {lines.map((line) => (
            <li key={line} className={css.reason}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {hasSides ? (
        <>
          <p className={css.muted}>{levelsHidden ? m.levelsHidden : m.levelsUnknown}</p>
          <div className={css.sideGrid}>
            {sides.map((ids, side) => {
              const colour = sideVest(scrimmage.vestColours, side);
              const sum = balances?.[side]?.levelSum ?? 0;
              return (
                <SideCard key={side} colour={colour} size={ids.length} balance={balances ? { sum, share: sum / strongest } : undefined}>
                  {ids.map((id) => (
                    <li key={id} className={css.player}>
                      <PlainButton className={css.pickButton} aria-pressed={draft.selected === id} aria-label={nameOf(id)} onPress={() => onTap(id)}>
                        <span className={css.playerName}>{nameOf(id)}</span>
                        {keepers.has(id) ? <span className={css.keeper}>{m.keeper}</span> : null}
                      </PlainButton>
                      <Button
                        size="icon"
                        variant={draft.pins.has(id) ? 'primary' : 'ghost'}
                        aria-label={m.pin(nameOf(id))}
                        aria-pressed={draft.pins.has(id)}
                        onPress={() => setDraft(togglePin(working, id))}
                      >
                        <Pin aria-hidden className={iconSmall} />
                      </Button>
                      <MenuButton
                        label={m.moveTo(nameOf(id))}
                        items={sides.flatMap((_, to) =>
                          to === side ? [] : [{ id: String(to), label: m.moveTarget(sideLabel(sideVest(scrimmage.vestColours, to))) }],
                        )}
                        onAction={(to) => {
                          setDraft(move(working, id, Number(to)));
                          setStatus(m.moved(nameOf(id), sideLabel(sideVest(scrimmage.vestColours, Number(to)))));
                        }}
                      >
                        {m.moveShort}
                      </MenuButton>
                    </li>
                  ))}
                </SideCard>
              );
            })}
          </div>
        </>
      ) : (
        <p className={css.muted}>{m.notYet}</p>
      )}
      <p className={css.muted} aria-live="polite">
        {status}
      </p>
      {unplaced.length > 0 && hasSides ? <p className={css.warning}>{m.unplaced(unplaced.length)}</p> : null}
      {check.uneven ? <p className={css.warning}>{m.uneven}</p> : null}
      {hasSides ? (
        <div className={css.actions}>
          <Button variant="primary" isPending={saving} isDisabled={!saving && (!check.ok || !changed)} onPress={() => onSave(split)}>
            {m.save}
          </Button>
          {changed && saved.length > 0 ? <span className={css.muted}>{m.unsaved}</span> : null}
        </div>
      ) : null}
    </Section>
  );
}
