/**
 * `/matches/{matchId}/players/edit?matchSide=home|away` (홈팀 명단 설정 / 상대팀 명단 설정): the lineup
 * of one side on its half-pitch, with the pool and the bench, moved by drag and drop or by taps; '저장'
 * saves both sides' changes, '다음으로' saves, marks the side done and goes to the other side; with both
 * sides done, a summary. One lineup actor (useLineupEditor) lives across both steps.
 */
import type { MatchSide } from '#contract/enums.ts';
import { formationNames, type FormationName } from '#machines/lineup.formations.ts';
import {
  selectBench,
  selectCanSave,
  selectIsCopying,
  selectIsDirty,
  selectIsSaving,
  selectIsSideDone,
  selectLastRefusal,
  selectProgress,
  selectSaveError,
  selectSelection,
  selectSide,
  selectStarters,
} from '#machines/lineup.selectors.ts';
import { findPerson } from '#machines/lineup.side.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import type { LineupEditSearch } from '#src/lib/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { teamDisplayName } from '#src/lib/messages.ts';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { FairnessBar } from './components/fairness-bar.tsx';
import { LineupSummary } from './components/lineup-summary.tsx';
import { Pitch } from './components/pitch.tsx';
import { BenchPanel, PoolPanel, StartersPanel } from './components/player-lists.tsx';
import { Stepper } from './components/stepper.tsx';
import { LineupBoardContext, type LineupBoardValue } from './lineup-board-context.ts';
import { errorText, playerName, refusalText, sideLabel } from './lineup-view.ts';
import { copyLastLineup, finishSide, saveLineup } from './side-flows.ts';
import * as css from './lineup.css.ts';
import { useLineupEditor, type LineupEditor } from './use-lineup-editor.ts';
import { useFairness } from './use-fairness.ts';
import type { SuggestionDialogProps } from './components/suggestion-dialog.tsx';

const m = lineupMessages;

/**
 * The guest form (name and number fields, React Aria's number parsing) shows only for a temporary
 * opponent's side while it is set: its code loads with it, not with every lineup editor (decision 046).
 */
const GuestForm = lazyNamed<{ side: MatchSide }, typeof import('./components/guest-form.tsx')>(() => import('./components/guest-form.tsx'), 'GuestForm');

/** The playing-time suggestion loads when an admin first asks for it (decision 046). */
const SuggestionDialog = lazyNamed<SuggestionDialogProps, typeof import('./components/suggestion-dialog.tsx')>(
  () => import('./components/suggestion-dialog.tsx'),
  'SuggestionDialog',
);

export function LineupEditPage({ params, search }: PageProps) {
  const matchId = Number(params.matchId);
  const side = (search as LineupEditSearch).matchSide;
  const editor = useLineupEditor(matchId);
  return <LineupEditorView editor={editor} side={side} />;
}

function LineupEditorView({ editor, side }: { editor: LineupEditor; side: MatchSide }) {
  const { actor, match, isScheduled } = editor;
  const [, navigate] = useLocation();
  const progress = useSelector(actor, selectProgress);
  const headingId = useId();
  const showSummary = isScheduled && progress.homeDone && progress.awayDone;
  const goTo = (to: MatchSide) => navigate(`/matches/${match.id}/players/edit?matchSide=${to}`);
  const home = teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp });
  const away = teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp });

  return (
    <section aria-labelledby={headingId} className={css.page}>
      <header className={css.header}>
        <h2 id={headingId} className={css.heading}>
          {showSummary ? m.summary : m.title[sideLabel(side, editor.awayIsOwn)]}
        </h2>
        <p className={css.matchTitle}>{`${match.title} · ${home} vs ${away}`}</p>
      </header>
      {isScheduled ? <Stepper current={showSummary ? 'summary' : side} progress={progress} awayIsOwn={editor.awayIsOwn} /> : null}
      {showSummary ? (
        <LineupSummary
          editor={editor}
          onEdit={(s) => {
            actor.send({ type: 'side.edit', side: s });
            goTo(s);
          }}
        />
      ) : (
        <SideEditor key={side} editor={editor} side={side} onNext={(s) => goTo(s)} />
      )}
    </section>
  );
}

type View = 'pool' | 'starters' | 'bench';

function SideEditor({ editor, side, onNext }: { editor: LineupEditor; side: MatchSide; onNext: (to: MatchSide) => void }) {
  const { actor, match, isScheduled, canEdit } = editor;
  const done = useSelector(actor, (s) => selectIsSideDone(s, side));
  const saving = useSelector(actor, selectIsSaving);
  const copying = useSelector(actor, selectIsCopying);
  const canSave = useSelector(actor, selectCanSave);
  const isDirty = useSelector(actor, selectIsDirty);
  const saveError = useSelector(actor, selectSaveError);
  const refusal = useSelector(actor, selectLastRefusal);
  const selection = useSelector(actor, selectSelection);
  const sideState = useSelector(actor, (s) => selectSide(s, side));
  const starterCount = useSelector(actor, (s) => selectStarters(s, side).length);
  const benchCount = useSelector(actor, (s) => selectBench(s, side).length);
  const [notice, setNotice] = useState('');

  const editable = isScheduled && canEdit[side];
  const interactive = editable && !done && !saving && !copying;
  const anyEditable = isScheduled && (canEdit.home || canEdit.away);
  // Fair playing time: a registered team's minutes and answers, for the admin who sets its side.
  const fairnessOn = editable && !editor.isTemp[side];
  const fairness = useFairness(side === 'home' ? match.homeTeamId : match.awayTeamId, match, fairnessOn);
  const [suggesting, setSuggesting] = useState(false);

  // Each refusal (a new object every time) becomes the live region's message.
  useEffect(() => {
    if (refusal) setNotice(refusalText(refusal.reason));
  }, [refusal]);

  const pitchRef = useRef<HTMLDivElement>(null);
  const { facts, matches, order, setOrder } = fairness;
  const board = useMemo<LineupBoardValue>(
    () => ({
      actor,
      side,
      interactive,
      announce: setNotice,
      fairness: fairnessOn && facts ? { facts, matches } : null,
      poolOrder: fairnessOn ? { order, setOrder } : null,
      revealPitch: () => {
        const el = pitchRef.current;
        if (!el || typeof el.scrollIntoView !== 'function') return;
        const box = el.getBoundingClientRect();
        if (box.top < 0 || box.top > window.innerHeight * 0.5) el.scrollIntoView({ block: 'start', behavior: 'smooth' });
      },
    }),
    [actor, side, interactive, fairnessOn, facts, matches, order, setOrder],
  );
  const team = teamDisplayName({ name: editor.teamName[side], isTemp: editor.isTemp[side] });
  const selected = selection?.side === side ? findPerson(sideState, selection.playerKey) : undefined;

  const save = () => saveLineup(actor, setNotice);
  const next = () => finishSide(actor, side, { mustSave: editable && !done && isDirty, announce: setNotice, onNext });
  const copyLast = () => copyLastLineup(actor, side, setNotice);

  return (
    <LineupBoardContext.Provider value={board}>
      <div className={css.sideEditor}>
        <div className={css.teamLine}>
          <span className={css.teamName}>{team}</span>
          <span className={css.count}>{m.starterCount(starterCount)}</span>
          <span className={css.count}>{m.benchCount(benchCount)}</span>
        </div>

        <SideNote editor={editor} side={side} done={done} />

        {editable && !done ? (
          <SideToolbar
            interactive={interactive}
            copying={copying}
            canCopyLast={!editor.isTemp[side]}
            onFormation={(formation) => actor.send({ type: 'formation.apply', side, formation })}
            onCopyLast={() => void copyLast()}
          />
        ) : null}

        {fairnessOn && !done ? <FairnessBar fairness={fairness} interactive={interactive} onSuggest={() => setSuggesting(true)} /> : null}
        {suggesting && board.fairness ? (
          <Suspense fallback={null}>
            <SuggestionDialog actor={actor} side={side} facts={board.fairness.facts} matches={matches} onOpenChange={setSuggesting} announce={setNotice} />
          </Suspense>
        ) : null}

        <p role="status" aria-live="polite" className={css.liveRegion}>
          {notice}
        </p>

        <SideBoard side={side} team={team} editable={editable} withGuestForm={editor.isTemp[side] && interactive} pitchRef={pitchRef} />

        <div className={css.dock}>
          {selected && interactive ? (
            <div className={css.selectionBar}>
              <span>{m.selected(playerName({ number: selected.number, name: selected.name, position: null }))}</span>
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'selection.clear' })}>
                {m.clearSelection}
              </Button>
            </div>
          ) : null}

          {saveError ? (
            <p role="alert" className={css.error}>
              {errorText(saveError, m.saveFailed)}
            </p>
          ) : null}

          <SideActions
            matchId={match.id}
            isScheduled={isScheduled}
            canSaveAny={anyEditable}
            canSave={canSave}
            saving={saving}
            copying={copying}
            onSave={() => void save()}
            onNext={() => void next()}
          />
          {isDirty && anyEditable ? <p className={css.footnote}>{m.unsaved}</p> : null}
        </div>
      </div>
    </LineupBoardContext.Provider>
  );
}

/**
 * The pitch and the lists: on a phone the pitch, a switch and one list at a time; wide, the pool |
 * pitch | starters and bench. The pool only matters to whoever may change the side (and only a
 * team's own members see its members).
 */
function SideBoard({
  side,
  team,
  editable,
  withGuestForm,
  pitchRef,
}: {
  side: MatchSide;
  team: string;
  editable: boolean;
  withGuestForm: boolean;
  pitchRef: RefObject<HTMLDivElement | null>;
}) {
  const [view, setView] = useState<View>(editable ? 'pool' : 'starters');
  return (
    <div className={css.board}>
      <div className={css.pitchArea} ref={pitchRef}>
        <Pitch teamName={team} side={side} />
      </div>
      <SegmentedControl
        label={m.views.label}
        className={css.viewSwitch}
        value={view}
        onChange={(v) => setView(v as View)}
        options={[
          ...(editable ? [{ id: 'pool', label: m.views.pool }] : []),
          { id: 'starters', label: m.views.starters },
          { id: 'bench', label: m.views.bench },
        ]}
      />
      {editable ? (
        <div className={css.poolArea}>
          <PoolPanel side={side} isActive={view === 'pool'}>
            {withGuestForm ? (
              <Suspense fallback={null}>
                <GuestForm side={side} />
              </Suspense>
            ) : null}
          </PoolPanel>
        </div>
      ) : null}
      <div className={css.sideArea}>
        <StartersPanel side={side} isActive={view === 'starters'} />
        <BenchPanel side={side} isActive={view === 'bench'} />
      </div>
    </div>
  );
}

/** A side's tools while it is being set: the formations and, for a registered team, its last lineup. */
function SideToolbar({
  interactive,
  copying,
  canCopyLast,
  onFormation,
  onCopyLast,
}: {
  interactive: boolean;
  copying: boolean;
  canCopyLast: boolean;
  onFormation: (formation: FormationName) => void;
  onCopyLast: () => void;
}) {
  return (
    <div className={css.toolbar}>
      <div role="group" aria-label={m.formations} className={css.formationGroup}>
        <span className={css.toolbarLabel} aria-hidden>
          {m.formations}
        </span>
        {formationNames.map((f) => (
          <Button key={f} size="sm" isDisabled={!interactive} onPress={() => onFormation(f)}>
            {f}
          </Button>
        ))}
      </div>
      {canCopyLast ? (
        <Button size="sm" isDisabled={!interactive} onPress={onCopyLast}>
          {copying ? m.copying : m.copyLast}
        </Button>
      ) : null}
    </div>
  );
}

/** 저장 and 다음으로 while the match is scheduled; once it has started, the way back to the match. */
function SideActions({
  matchId,
  isScheduled,
  canSaveAny,
  canSave,
  saving,
  copying,
  onSave,
  onNext,
}: {
  matchId: number;
  isScheduled: boolean;
  canSaveAny: boolean;
  canSave: boolean;
  saving: boolean;
  copying: boolean;
  onSave: () => void;
  onNext: () => void;
}) {
  return (
    <div className={css.actions}>
      {!isScheduled ? (
        <ButtonLink variant="primary" href={`/matches/${matchId}`}>
          {m.toMatch}
        </ButtonLink>
      ) : (
        <>
          {canSaveAny ? (
            <Button isDisabled={!canSave} onPress={onSave}>
              {saving ? m.saving : m.save}
            </Button>
          ) : null}
          <Button variant="primary" isDisabled={saving || copying} onPress={onNext}>
            {m.next}
          </Button>
        </>
      )}
    </div>
  );
}

/** Why this side cannot be changed now, or that it is done (with 수정 to reopen it); nothing while it is being set. */
function SideNote({ editor, side, done }: { editor: LineupEditor; side: MatchSide; done: boolean }) {
  const { actor, match, isScheduled, canEdit } = editor;
  return !isScheduled ? (
    <div className={css.note}>
      <p>{m.readOnlyStarted}</p>
      <ButtonLink href={`/matches/${match.id}/record`} size="sm">
        {m.toRecord}
      </ButtonLink>
    </div>
  ) : editor.waiting[side] ? (
    <p className={css.note}>{editor.waiting[side] === 'PENDING' ? matchRequestMessages.lineupWaits : matchRequestMessages.lineupWaitsDeclined}</p>
  ) : !canEdit[side] ? (
    <p className={css.note}>{m.readOnlyOther}</p>
  ) : done ? (
    <div className={css.note}>
      <p>{m.doneNote}</p>
      <Button size="sm" onPress={() => actor.send({ type: 'side.edit', side })}>
        {m.edit}
      </Button>
    </div>
  ) : null;
}
