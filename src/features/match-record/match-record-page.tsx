/**
 * `/matches/{matchId}/record` (경기 기록; docs/domain.md §5.5–5.7): the admin's screen at the side of
 * the pitch. Every action shows at once and goes through the durable outbox (the recorder,
 * machines/recorder.machine.ts, run by use-match-recorder.ts);
 * what is allowed follows the match machine.
 */
import type { MatchEvent, MatchPlayer, RecordEventRequest } from '#contract/matches.ts';
import { selectCanRecord, selectCanSaveMemo, selectMatchState } from '#machines/match.machine.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { Button } from '#src/components/ui/button.tsx';
import { matchQuery } from '#src/lib/queries/matches.ts';
import { useServices } from '#src/lib/services.tsx';
import { AfterFirstPaint, useAfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { findPlayer } from '#src/lib/match-lineup.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { ClockPanel } from './components/clock-panel.tsx';
import { ExchangeDialog } from './components/exchange-dialog.tsx';
import { MatchLog, MemoPanel } from './components/match-log.tsx';
import { PlayerPanel } from './components/player-panel.tsx';
import { ScoreCard } from './components/score-card.tsx';
import { SheetBar } from './components/sheet-bar.tsx';
import { CountersPart, PitchPart } from './components/team-parts.tsx';
import * as css from './match-record.css.ts';
import { kickoffBlockedReason, ownSideOf, recordingNote, shownSides } from './record-screen-view.ts';
import { useKeepAboveSheet } from './use-keep-above-sheet.ts';
import { useRecordSheet, useSubstitutionProposal } from './use-record-sheet.ts';
import type { Substitution } from './substitution-drag.ts';
import { useMatchRecorder, type MatchActor, type MatchRecorder } from './use-match-recorder.ts';
import { QueryState } from '#src/components/common/query-state.tsx';

const m = matchRecordMessages;
/** The log before it is read: one array, so that the deferred log below does not change with every render. */
const noRows: MatchEvent[] = [];

export function MatchRecordPage({ params }: PageProps) {
  const matchId = Number(params.matchId);
  const { http } = useServices();
  const info = useQuery(matchQuery(http, matchId));
  // The recorder starts with the match read (its actor is made in its first render): one per match.
  return (
    <QueryState query={info} failed={m.loadFailed}>
      {() => <Recorder key={matchId} matchId={matchId} />}
    </QueryState>
  );
}

/** The toast that offers to take the newest write back (machines/undo-window.machine.ts). Each tap changes its label alone. */
const UndoBar = memo(function UndoBar({ label, onUndo }: { label: string; onUndo: () => void }) {
  return (
    <div className={css.undoBar} role="status">
      <span>{label}</span>
      <UndoButton onUndo={onUndo} />
    </div>
  );
});

const UndoButton = memo(function UndoButton({ onUndo }: { onUndo: () => void }) {
  return (
    <Button variant="secondary" size="sm" onPress={onUndo}>
      {m.undo}
    </Button>
  );
});

function Recorder({ matchId }: { matchId: number }) {
  const recorder = useMatchRecorder(matchId);
  return <RecordScreen recorder={recorder} actor={recorder.actor} />;
}

/**
 * What a tap touched shows in the tap's own frame: the panel it was made in (the player's, or the
 * team counters') and the score. The pitches, the log and the counters out of that panel follow in a
 * render React makes after that frame has painted; a selection's frame updates the built player
 * panel in place, and the pitch marks the player in the render after it (decision 103). 팀 기록 folds
 * the player panel away in its frame and lets the player go in the render after it (decision 110).
 */
function useAfterTheTapsFrame<H, P extends Parameters<typeof findPlayer>[0], S>({
  history,
  players,
  score,
  sheet,
  selectedId,
  selected,
}: {
  history: H;
  players: P;
  score: S;
  sheet: string | undefined;
  selectedId: Parameters<typeof findPlayer>[1];
  selected: ReturnType<typeof findPlayer>;
}) {
  const historyLater = useDeferredValue(history);
  const playersLater = useDeferredValue(players);
  const scoreLater = useDeferredValue(score);
  const countersNow = sheet !== 'player';
  const selectedLater = useDeferredValue(selectedId);
  return {
    historyLater,
    playersLater,
    countersNow,
    teamCounts: countersNow ? score : scoreLater,
    selectedLater,
    selectedTeamLater: findPlayer(playersLater, selectedLater)?.teamId,
    panelPlayer: sheet === 'team' ? findPlayer(players, selectedLater) : selected,
  };
}

function RecordScreen({ recorder, actor }: { recorder: MatchRecorder; actor: MatchActor }) {
  const match = recorder.info.data!;
  const { actions } = recorder;
  const canRecord = useSelector(actor, selectCanRecord);
  const canSaveMemo = useSelector(actor, selectCanSaveMemo);
  const state = useSelector(actor, selectMatchState);
  const { undo } = recorder;
  const [proposal, setProposal] = useSubstitutionProposal(canRecord);
  // On a phone one team shows at a time, first the one this admin runs; from a tablet on both do (the switch hides).
  const { roles, sides, cancelRefusalOf } = recorder;
  // Callbacks that stay the same across renders: the memoised pitches, counters and log take them (decision 101).
  const canCancel = useCallback((row: Parameters<typeof cancelRefusalOf>[0]) => cancelRefusalOf(row) === null, [cancelRefusalOf]);
  const closeProposal = useCallback(() => setProposal(null), [setProposal]);
  const recordFor = useCallback((p: MatchPlayer, type: RecordEventRequest['eventType']) => actions.record(p.teamId, type, p), [actions]);
  const confirmExchange = useCallback((sub: Substitution) => actions.exchange(sub.out, sub.in), [actions]);
  const [shownSide, setShownSide] = useState<'home' | 'away'>(() => ownSideOf(sides));
  const history = recorder.history.data ?? noRows;
  const players = recorder.players.data;
  const { selectedId, selected, sheet, select, toggleTeamSheet } = useRecordSheet(players);
  const { home, away, homeName, awayName } = useMemo(() => shownSides(match), [match]);
  const teams = useMemo(() => ({ home: homeName, away: awayName }), [homeName, awayName]);
  const score = recorder.score.data;
  const homeGoals = score?.homeScore.goalCount ?? 0;
  const awayGoals = score?.awayScore.goalCount ?? 0;
  // The same pair while the goals stay: the memoised board is not drawn again for a shot.
  const goals = useMemo(() => [homeGoals, awayGoals] as const, [homeGoals, awayGoals]);
  const { historyLater, playersLater, countersNow, teamCounts, selectedLater, selectedTeamLater, panelPlayer } = useAfterTheTapsFrame({
    history,
    players,
    score,
    sheet,
    selectedId,
    selected,
  });
  // 팀 기록 only changes what the sheet shows (its data-open, css.teamCounters): once the screen has
  // painted the counters are built, and their parts take no new props from the toggle (decision 103).
  const painted = useAfterFirstPaint();
  const why = recordingNote(state);
  const idPrefix = useId();
  const countersId = (sideKey: 'home' | 'away') => `${idPrefix}-${sideKey}-counters`;
  const pageRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  // After the render that marks the player on the pitch (the hook finds them by that mark).
  useKeepAboveSheet(selectedLater, pageRef, sheetRef);

  return (
    <div ref={pageRef} className={css.page}>
      <div className={`${css.top} ${css.area.top}`}>
        <ScoreCard home={home} away={away} score={goals} state={state} online={recorder.online} recorder={recorder.recorder} />
        <ClockPanel
          actor={actor}
          onTime={actions.changeTime}
          onCancelKickoff={actions.cancelKickoff}
          blockedReason={kickoffBlockedReason(match, state, roles)}
          renderedAt={recorder.info.dataUpdatedAt}
        />
      </div>

      {(
        [
          ['home', match.homeTeamId, homeName, playersLater?.homeTeam],
          ['away', match.awayTeamId, awayName, playersLater?.awayTeam],
        ] as const
      ).map(([sideKey, teamId, teamName, side]) => (
        // A team's pitch hears of a selection only when the player is its own: the other stays as it is.
        <PitchPart
          key={sideKey}
          className={`${css.area[`${sideKey}Pitch`]} ${css.teamPart}`}
          shown={shownSide === sideKey}
          teamId={teamId}
          teamName={teamName}
          side={side}
          canRecord={canRecord}
          selectedId={selectedTeamLater === teamId ? selectedLater : null}
          onSelect={select}
          onPropose={setProposal}
        />
      ))}

      {/*
        On a phone this is a sheet stuck to the bottom of the screen, under the thumb, with the pitch in
        view above it: the team switch and 팀 기록, then the selected player's actions or the shown team's
        counters (one at a time). From a tablet on its parts take their own places in the page (css.sheet).
      */}
      <div ref={sheetRef} className={css.sheet} data-open={sheet}>
        <SheetBar
          teams={teams}
          shownSide={shownSide}
          onShow={setShownSide}
          teamSheetOpen={sheet === 'team'}
          countersId={countersId(shownSide)}
          onToggleTeamSheet={toggleTeamSheet}
        />
        <div className={`${css.column} ${css.area.center}`}>
          {why ? <p className={css.note}>{why}</p> : null}
          {!recorder.online ? <p className={css.note}>{m.offlineNote}</p> : null}
          <PlayerPanel
            player={panelPlayer}
            players={players}
            homeTeamId={match.homeTeamId}
            history={history}
            canRecord={canRecord}
            onRecord={recordFor}
            onTakeBack={actions.takeBackLast}
            canCancel={canCancel}
            onPropose={setProposal}
          />
          {undo ? <UndoBar label={undo.label} onUndo={actions.undoLast} /> : null}
        </div>
        {(
          [
            ['home', match.homeTeamId, homeName, teamCounts?.homeScore],
            ['away', match.awayTeamId, awayName, teamCounts?.awayScore],
          ] as const
        ).map(([sideKey, teamId, teamName, counts]) => (
          <CountersPart
            key={sideKey}
            id={countersId(sideKey)}
            className={`${css.area[`${sideKey}Counters`]} ${css.teamCounters}`}
            shown={shownSide === sideKey}
            inSheet={painted || sheet === 'team'}
            teamId={teamId}
            teamName={teamName}
            counts={counts}
            history={countersNow ? history : historyLater}
            canRecord={canRecord}
            onRecord={actions.record}
            onTakeBack={actions.takeBackLast}
            canCancel={canCancel}
          />
        ))}
      </div>

      {/* Below the pitch on a phone, beside it from a tablet on: built once the screen has painted. */}
      <div className={`${css.column} ${css.area.side}`}>
        <AfterFirstPaint>
          <MatchLog match={match} history={historyLater} cancelRefusalOf={cancelRefusalOf} />
          <MemoPanel
            key={recorder.memo.data === undefined ? 'loading' : 'loaded'}
            initial={recorder.memo.data?.memo}
            canSave={canSaveMemo}
            onSave={actions.saveMemo}
          />
        </AfterFirstPaint>
      </div>

      <ExchangeDialog proposal={proposal} onClose={closeProposal} onConfirm={confirmExchange} />
    </div>
  );
}
