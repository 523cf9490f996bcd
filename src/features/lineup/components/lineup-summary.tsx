/** Both sides done: both elevens and benches, '경기 페이지로', and '수정하기' per side. */
import type { MatchSide } from '#contract/enums.ts';
import { selectBench, selectStarters, type LineupPlayerView } from '#machines/lineup.selectors.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { teamDisplayName } from '#src/lib/messages.ts';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { playerName } from '../lineup-view.ts';
import * as css from '../lineup.css.ts';
import type { LineupEditor } from '../use-lineup-editor.ts';

const m = lineupMessages;

export function LineupSummary({ editor, onEdit }: { editor: LineupEditor; onEdit: (side: MatchSide) => void }) {
  return (
    <div className={css.summary}>
      <p>{m.summaryLead}</p>
      <div className={css.summarySides}>
        <SideSummary editor={editor} side="home" onEdit={onEdit} />
        <SideSummary editor={editor} side="away" onEdit={onEdit} />
      </div>
      <div className={css.actions}>
        <ButtonLink variant="primary" href={`/matches/${editor.match.id}`}>
          {m.toMatch}
        </ButtonLink>
      </div>
    </div>
  );
}

/** One list of a side's summary (its starters or its bench), or what says it is empty. */
function NameList({ heading, label, players, empty }: { heading: string; label: string; players: readonly LineupPlayerView[]; empty: string }) {
  return (
    <>
      <h4 className={css.subHeading}>{heading}</h4>
      {players.length === 0 ? (
        <p className={css.empty}>{empty}</p>
      ) : (
        <ul aria-label={label} className={css.summaryList}>
          {players.map((p) => (
            <li key={p.key}>{playerName(p)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function SideSummary({ editor, side, onEdit }: { editor: LineupEditor; side: MatchSide; onEdit: (side: MatchSide) => void }) {
  const starters = useSelector(editor.actor, (s) => selectStarters(s, side));
  const bench = useSelector(editor.actor, (s) => selectBench(s, side));
  const headingId = useId();
  const team = teamDisplayName({ name: editor.teamName[side], isTemp: editor.isTemp[side] });
  const ordered = [...starters].sort((a, b) => b.cell - a.cell);
  return (
    <section aria-labelledby={headingId} className={css.summarySide}>
      <h3 id={headingId} className={css.panelHeading}>
        {team}
      </h3>
      <NameList heading={m.starterCount(starters.length)} label={`${team} ${m.starters}`} players={ordered} empty={m.startersEmpty} />
      <NameList heading={m.benchCount(bench.length)} label={`${team} ${m.bench}`} players={bench} empty={m.benchEmpty} />
      {editor.canEdit[side] ? (
        <Button onPress={() => onEdit(side)} aria-label={m.editSide(team)}>
          {m.edit}
        </Button>
      ) : null}
    </section>
  );
}
