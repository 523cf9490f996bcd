/**
 * `/teams/{teamId}/scrimmages/{scrimmageId}` (자체전, decision 081): the page of one session for every
 * member. At check-in the admin or the runner taps who came, then takes the 팀 나누기 step; members see
 * who is here. From the sides on, everyone sees them; the runner can still mend them between games and
 * opens the record screen. Now and next, the results (./play-slot.tsx) and the games so far follow,
 * live. The runner's view runs on the lifecycle machine (./use-scrimmage-runner.ts; decision 090).
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { useViewer } from '#src/lib/use-viewer.ts';
import { Suspense, type ComponentProps } from 'react';
import { CheckedInList, CheckInPanel } from './components/check-in-panel.tsx';
import { GamesSoFar } from './components/games-so-far.tsx';
import { ScrimmageHeader } from './components/scrimmage-header.tsx';
import { SidesEditor } from './components/sides-editor.tsx';
import { SidesView } from './components/sides-view.tsx';
import { VestCardShare } from './components/vest-card-share.tsx';
import { ScrimmagePlaySlot } from './play-slot.tsx';
import { useScrimmageLive } from './play/use-scrimmage-live.ts';
import { canRun } from './scrimmage-view.ts';
import * as css from './scrimmage.css.ts';
import { useScrimmageRunner } from './use-scrimmage-runner.ts';

// The session's MOM vote (decision 093) shows once it is finished: its code loads then, apart from the page.
const MomVotePanel = lazyNamed<
  ComponentProps<typeof import('#src/components/mom/mom-vote-panel.tsx').MomVotePanel>,
  typeof import('#src/components/mom/mom-vote-panel.tsx')
>(() => import('#src/components/mom/mom-vote-panel.tsx'), 'MomVotePanel');

const m = scrimmageSetupMessages;

export function ScrimmagePage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const scrimmageId = Number(params.scrimmageId);
  const viewer = useViewer(teamId);
  // Everyone on this page follows the scrimmage live (the runner records on the record screen, through its outbox).
  const query = useScrimmageLive(teamId, scrimmageId);
  return (
    <div className={css.page}>
      <QueryState query={query} failed={m.loadFailed}>
        {(scrimmage) => (
          <>
            {canRun(scrimmage, viewer) ? <RunnerView scrimmage={scrimmage} teamName={viewer.membership?.name ?? ''} /> : <MemberView scrimmage={scrimmage} />}
            {scrimmage.state === 'FINISHED' && viewer.membership ? (
              <Suspense fallback={null}>
                <MomVotePanel subject={{ teamId, scrimmageId }} isAdmin={viewer.isAdmin} />
              </Suspense>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** What every member sees: who is here, the sides, and the games. */
function MemberView({ scrimmage }: { scrimmage: Scrimmage }) {
  const { state } = scrimmage;
  return (
    <>
      <ScrimmageHeader scrimmage={scrimmage} />
      {state === 'CHECK_IN' ? <CheckedInList scrimmage={scrimmage} /> : <SidesView scrimmage={scrimmage} />}
      <Games scrimmage={scrimmage} />
    </>
  );
}

function Games({ scrimmage }: { scrimmage: Scrimmage }) {
  const { state } = scrimmage;
  return (
    <>
      {state === 'CHECK_IN' ? null : <ScrimmagePlaySlot scrimmage={scrimmage} />}
      {state === 'PLAYING' || state === 'FINISHED' ? <GamesSoFar scrimmage={scrimmage} /> : null}
    </>
  );
}

/** The admin's or the runner's: each block is offered in the machine's screens that take its taps. */
function RunnerView({ scrimmage, teamName }: { scrimmage: Scrimmage; teamName: string }) {
  const runner = useScrimmageRunner(scrimmage);
  const { screen, can, actions, writing } = runner;
  const onPitch = screen === 'betweenGames' || screen === 'playing' || screen === 'paused';
  const sidesKey = scrimmage.sides.map((s) => s.attendeeIds.join(',')).join('|');
  // A saved split starts a new draft: the editor's working copy is the server's sides.
  const editor = <SidesEditor key={sidesKey} scrimmage={scrimmage} canSave={can.save} saving={writing} onSave={actions.save} />;
  return (
    <>
      <ScrimmageHeader scrimmage={scrimmage} />
      {onPitch ? (
        <div className={css.actions}>
          <ButtonLink variant="primary" size="lg" href={`/teams/${scrimmage.teamId}/scrimmages/${scrimmage.id}/record`}>
            {m.games.record}
          </ButtonLink>
        </div>
      ) : null}
      {screen === 'checkIn' ? (
        <>
          <CheckInPanel scrimmage={scrimmage} runner={runner} />
          <div className={css.actions}>
            <Button variant="primary" size="lg" isPending={writing} isDisabled={!writing && !can.split} onPress={actions.split}>
              {m.sides.toSplit}
            </Button>
          </div>
          {can.split || writing ? null : <p className={css.muted}>{m.sides.needPlayers(scrimmage.sideCount)}</p>}
        </>
      ) : null}
      {screen === 'sides' ? (
        <>
          <div className={css.actions}>
            <Button variant="secondary" isPending={writing} isDisabled={!writing && !can.leave} onPress={actions.leave}>
              {m.sides.backToCheckIn}
            </Button>
          </div>
          {editor}
        </>
      ) : null}
      {/* Sides change between games only (decision 079). */}
      {screen === 'betweenGames' ? editor : onPitch || screen === 'finished' ? <SidesView scrimmage={scrimmage} /> : null}
      {scrimmage.sides.length > 0 && screen !== 'finished' ? <VestCardShare scrimmage={scrimmage} teamName={teamName} /> : null}
      {onPitch ? <CheckInPanel scrimmage={scrimmage} runner={runner} /> : null}
      {/* The no-shows are the runner's to know, not a list for the whole team. */}
      {scrimmage.noShows.length > 0 ? <p className={css.muted}>{m.noShows(scrimmage.noShows.map((n) => n.name).join(', '))}</p> : null}
      <Games scrimmage={scrimmage} />
    </>
  );
}
