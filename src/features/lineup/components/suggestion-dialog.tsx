/**
 * 출전 시간 기준 선발 추천: eleven starters for a formation from the least played available players
 * (machines/lineup.fairness.ts `suggestStarters`), shown for the admin to read; 추천대로 배치 puts them
 * on the pitch (`starters.replace`) and nothing changes before that. Loaded when first opened.
 */
import type { MatchSide } from '#contract/enums.ts';
import { formationNames, type FormationName } from '#machines/lineup.formations.ts';
import { availabilityOf, playingTimeOf, suggestStarters, type FairnessFacts } from '#machines/lineup.fairness.ts';
import { findPerson } from '#machines/lineup.side.ts';
import { selectSide } from '#machines/lineup.selectors.ts';
import { Button } from '#src/components/ui/button.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { LineupActor } from '../use-lineup-editor.ts';
import { otherSide, playerName } from '../lineup-view.ts';
import * as css from '../lineup.css.ts';
import { AnswerChip, Minutes } from './playing-time.tsx';

const m = lineupMessages.fairness;

export interface SuggestionDialogProps {
  actor: LineupActor;
  side: MatchSide;
  facts: FairnessFacts;
  matches: number;
  onOpenChange: (open: boolean) => void;
  /** Says what happened in the board's live region. */
  announce: (text: string) => void;
}

export function SuggestionDialog({ actor, side, facts, matches, onOpenChange, announce }: SuggestionDialogProps) {
  const [formation, setFormation] = useState<FormationName>('4-4-2');
  const mine = useSelector(actor, (s) => selectSide(s, side));
  const other = useSelector(actor, (s) => selectSide(s, otherSide(side)));
  // The same matches the fairness line names (끝난 경기 4경기 when only four of the five asked are finished).
  const span = m.span(matches, facts.matchCount);
  const suggestion = useMemo(() => suggestStarters(mine, other, facts, formation), [mine, other, facts, formation]);

  const apply = (close: () => void) => {
    actor.send({ type: 'starters.replace', side, starters: suggestion.starters.map(({ key, cell }) => ({ playerKey: key, cell })) });
    announce(m.applied(suggestion.starters.length));
    close();
  };

  return (
    <AppDialog title={m.dialogTitle} isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <div className={css.suggestion}>
          <p className={css.suggestionNote}>{m.dialogLead(span)}</p>
          <SegmentedControl
            label={m.formation}
            value={formation}
            onChange={(id) => setFormation(id as FormationName)}
            options={formationNames.map((f) => ({ id: f, label: f }))}
          />
          {suggestion.starters.length === 0 ? (
            <p>{m.nobody}</p>
          ) : (
            <ol aria-label={m.suggestedList} className={css.suggestionList}>
              {suggestion.starters.map((starter) => {
                const person = findPerson(mine, starter.key)!;
                const answer = availabilityOf(facts, person);
                return (
                  <li key={starter.key} className={css.suggestionRow}>
                    <span className={css.suggestionPosition}>{starter.position}</span>
                    <span>
                      {playerName({ number: person.number, name: person.name, position: null })}
                      {starter.inPosition || person.position === null ? null : (
                        <span className={css.suggestionNote}> · {m.outOfPosition(person.position)}</span>
                      )}
                    </span>
                    <span className={css.playingTime}>
                      {answer !== 'none' ? <AnswerChip answer={answer} /> : null}
                      <Minutes span={span} minutes={playingTimeOf(facts, person).minutes} />
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
          {suggestion.unfilled > 0 && suggestion.starters.length > 0 ? <p className={css.suggestionNote}>{m.unfilled(suggestion.unfilled)}</p> : null}
          <p className={css.suggestionNote}>{m.applyNote}</p>
          <div className={css.actions}>
            <Button onPress={close}>{m.cancel}</Button>
            <Button variant="primary" isDisabled={suggestion.starters.length === 0} onPress={() => apply(close)}>
              {m.apply}
            </Button>
          </div>
        </div>
      )}
    </AppDialog>
  );
}
