/**
 * `/teams/{teamId}/scrimmages/{scrimmageId}/record` (decision 082): the admin or the named runner
 * plays the games — now and next, the clock, start/pause/end/reopen, a tap on a player for a goal
 * (and assist), an own goal, a card or a substitution, the log with 취소 — every write through the
 * outbox, shown at once. Anyone else of the team is sent to the scrimmage page, which shows the same
 * card, followed live, and the results.
 */
import type { Scrimmage, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { scrimmageQuery } from '#src/lib/queries/scrimmages.ts';
import { Redirect } from 'wouter';
import { useKeeperIds } from '../balance-inputs.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { useServices } from '#src/lib/services.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FinishScrimmage } from './finish-scrimmage.tsx';
import { GameControls } from './game-controls.tsx';
import { GameLog } from './game-log.tsx';
import { currentGame, lastGame } from './now-next.ts';
import { NowNextCard } from './now-next-card.tsx';
import * as css from './play.css.ts';
import { PlayerDialog, type PlayerChoice } from './player-dialog.tsx';
import { ScrimmageResults } from './scrimmage-results.tsx';
import { SidePlayers } from './side-players.tsx';
import { useScrimmageRecorder } from './use-scrimmage-recorder.ts';

export function ScrimmageRecordPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const scrimmageId = Number(params.scrimmageId);
  const viewer = useViewer(teamId);
  const runs = (s: Scrimmage) => viewer.isAdmin || (viewer.userId !== null && s.runnerId === viewer.userId);
  const { http } = useServices();
  const scrimmage = useQuery(scrimmageQuery(http, teamId, scrimmageId));
  return (
    <div className={css.page}>
      <QueryState query={scrimmage} failed={m.loadFailed}>
        {(s) =>
          // Who is looking is known once their teams are read (the team guard has read them already).
          // A member follows the games on the scrimmage page (now and next, live, and the results).
          viewer.membership === null ? null : runs(s) ? (
            <Recorder teamId={teamId} scrimmageId={scrimmageId} />
          ) : (
            <Redirect to={`/teams/${teamId}/scrimmages/${scrimmageId}`} replace />
          )
        }
      </QueryState>
    </div>
  );
}

const noAttendees: Scrimmage['attendees'] = [];

function Recorder({ teamId, scrimmageId }: { teamId: number; scrimmageId: number }) {
  const { scrimmage, actions, can, pending, online } = useScrimmageRecorder(teamId, scrimmageId);
  const [picked, setPicked] = useState<PlayerChoice | null>(null);
  const keepers = useKeeperIds(teamId, scrimmage.data?.attendees ?? noAttendees);
  const s = scrimmage.data;
  if (!s) return null;
  const current = currentGame(s);
  const shownLog = current ?? lastGame(s);
  const record = (eventType: ScrimmageGameEvent['eventType'], p: PlayerChoice, assist: number | null = null) => {
    // No toast: the log and the score show the tap at once, and a toast's code may not be on a phone that is offline.
    actions.record({ eventType, attendeeId: p.attendeeId, assistAttendeeId: assist, side: p.side });
  };
  return (
    <>
      {online ? null : <p className={alert({ tone: 'info' })}>{m.offlineNote}</p>}
      <p className={text({ tone: 'muted', size: 'sm' })} role="status">
        {pending > 0 ? m.pending(pending) : m.allSent}
      </p>
      <NowNextCard scrimmage={s} keepers={keepers} />
      <GameControls
        scrimmage={s}
        current={current}
        canStart={can.startGame}
        onStart={actions.startGame}
        onAction={(_id, action) => actions.changeGame(action)}
      />
      {current ? (
        <div className={css.sides}>
          <SidePlayers scrimmage={s} game={current} side={current.homeSide} onPick={setPicked} />
          <SidePlayers scrimmage={s} game={current} side={current.awaySide} onPick={setPicked} />
        </div>
      ) : null}
      {current && picked ? <PlayerDialog scrimmage={s} game={current} player={picked} onClose={() => setPicked(null)} onRecord={record} /> : null}
      {/* A finished game's events are taken back after 다시 열기 (decision 079): the machine says when 취소 is offered. */}
      {shownLog ? <GameLog scrimmage={s} game={shownLog} onCancel={can.cancel(shownLog.id) ? actions.cancel : undefined} /> : null}
      <FinishScrimmage pending={pending} canFinish={can.finish} finishing={can.finishing} onFinish={actions.finish} />
      <ScrimmageResults teamId={teamId} scrimmageId={scrimmageId} vestColours={s.vestColours} />
    </>
  );
}
