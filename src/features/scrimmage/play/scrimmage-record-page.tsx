/**
 * `/teams/{teamId}/scrimmages/{scrimmageId}/record` (decision 082): the admin or the named runner
 * plays the games — now and next, the clock, start/pause/end/reopen, a tap on a player for a goal
 * (and assist), an own goal, a card or a substitution, the log with 취소 — every write through the
 * outbox, shown at once. Anyone else of the team gets the members' view: the same card, followed
 * live, and the results.
 */
import type { Scrimmage, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { everyMemberQuery } from '#src/lib/queries/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { GameControls } from './game-controls.tsx';
import { GameLog } from './game-log.tsx';
import { currentGame, lastGame } from './now-next.ts';
import { NowNextCard } from './now-next-card.tsx';
import * as css from './play.css.ts';
import { PlayerDialog, type PlayerChoice } from './player-dialog.tsx';
import { ScrimmageResults } from './scrimmage-results.tsx';
import { SidePlayers } from './side-players.tsx';
import { useScrimmageLive } from './use-scrimmage-live.ts';
import { useScrimmageRecorder } from './use-scrimmage-recorder.ts';

/** Attendees whose member profile says GK: their side keeps its own goal. */
function useKeepers(teamId: number, s: Scrimmage | undefined): ReadonlySet<number> {
  const { http } = useServices();
  const members = useQuery(everyMemberQuery(http, teamId));
  return useMemo(() => {
    const gk = new Set((members.data ?? []).filter((x) => x.position === 'GK').map((x) => x.userId));
    return new Set((s?.attendees ?? []).filter((a) => a.userId !== null && gk.has(a.userId)).map((a) => a.id));
  }, [members.data, s]);
}

export function ScrimmageRecordPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const scrimmageId = Number(params.scrimmageId);
  const viewer = useViewer(teamId);
  const runs = (s: Scrimmage) => viewer.isAdmin || (viewer.userId !== null && s.runnerId === viewer.userId);
  // The members' read, followed live while a game is on; the runner's screen is kept by its own writes.
  const live = useScrimmageLive(teamId, scrimmageId, (s) => !runs(s));
  return (
    <div className={css.page}>
      <QueryState query={live} failed={m.loadFailed}>
        {(s) =>
          // Who is looking is known once their teams are read (the team guard has read them already).
          viewer.membership === null ? null : runs(s) ? <Recorder teamId={teamId} scrimmageId={scrimmageId} /> : <MembersView teamId={teamId} scrimmage={s} />
        }
      </QueryState>
    </div>
  );
}

function MembersView({ teamId, scrimmage: s }: { teamId: number; scrimmage: Scrimmage }) {
  const keepers = useKeepers(teamId, s);
  return (
    <>
      <NowNextCard scrimmage={s} keepers={keepers} />
      <ScrimmageResults teamId={teamId} scrimmageId={s.id} vestColours={s.vestColours} />
    </>
  );
}

function Recorder({ teamId, scrimmageId }: { teamId: number; scrimmageId: number }) {
  const { scrimmage, writer, pending, online } = useScrimmageRecorder(teamId, scrimmageId);
  const [picked, setPicked] = useState<PlayerChoice | null>(null);
  const keepers = useKeepers(teamId, scrimmage.data);
  const s = scrimmage.data;
  if (!s) return null;
  const current = currentGame(s);
  const shownLog = current ?? lastGame(s);
  const record = (eventType: ScrimmageGameEvent['eventType'], p: PlayerChoice, assist: number | null = null) => {
    if (!current) return;
    // No toast: the log and the score show the tap at once, and a toast's code may not be on a phone that is offline.
    writer.record(current.id, { eventType, attendeeId: p.attendeeId, assistAttendeeId: assist, side: p.side });
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
        onStart={(home, away) => writer.startGame(home, away)}
        onAction={(id, action) => writer.changeGame(id, action)}
      />
      {current ? (
        <div className={css.sides}>
          <SidePlayers scrimmage={s} game={current} side={current.homeSide} onPick={setPicked} />
          <SidePlayers scrimmage={s} game={current} side={current.awaySide} onPick={setPicked} />
        </div>
      ) : null}
      {current && picked ? <PlayerDialog scrimmage={s} game={current} player={picked} onClose={() => setPicked(null)} onRecord={record} /> : null}
      {shownLog ? <GameLog scrimmage={s} game={shownLog} onCancel={s.state === 'FINISHED' ? undefined : (e) => writer.cancel(e)} /> : null}
      <ScrimmageResults teamId={teamId} scrimmageId={scrimmageId} vestColours={s.vestColours} />
    </>
  );
}
