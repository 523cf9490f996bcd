/**
 * `/teams/{teamId}/scrimmages/{scrimmageId}` (자체전, decision 081): the page of one session for every
 * member. At check-in the admin or the runner taps who came and splits sides; members see who is
 * here. From the sides on, everyone sees them; the runner can still mend them between games and opens
 * the record screen. Now and next, the results (./play-slot.tsx) and the games so far follow, live.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { gameOn } from '#machines/scrimmage.phase.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
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
            <ScrimmageView scrimmage={scrimmage} runs={canRun(scrimmage, viewer)} teamName={viewer.membership?.name ?? ''} />
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

function ScrimmageView({ scrimmage, runs, teamName }: { scrimmage: Scrimmage; runs: boolean; teamName: string }) {
  const { state } = scrimmage;
  const sidesKey = scrimmage.sides.map((s) => s.attendeeIds.join(',')).join('|');
  const recordable = runs && (state === 'SIDES' || state === 'PLAYING');
  return (
    <>
      <ScrimmageHeader scrimmage={scrimmage} />
      {recordable ? (
        <div className={css.actions}>
          <ButtonLink variant="primary" size="lg" href={`/teams/${scrimmage.teamId}/scrimmages/${scrimmage.id}/record`}>
            {m.games.record}
          </ButtonLink>
        </div>
      ) : null}
      {state === 'CHECK_IN' ? runs ? <CheckInPanel scrimmage={scrimmage} /> : <CheckedInList scrimmage={scrimmage} /> : null}
      {/* A saved split starts a new draft: the editor's working copy is the server's sides. Sides change between games only (decision 079). */}
      {runs && state !== 'FINISHED' && gameOn(scrimmage) === null ? (
        <SidesEditor key={sidesKey} scrimmage={scrimmage} />
      ) : state === 'CHECK_IN' ? null : (
        <SidesView scrimmage={scrimmage} />
      )}
      {runs && scrimmage.sides.length > 0 && state !== 'FINISHED' ? <VestCardShare scrimmage={scrimmage} teamName={teamName} /> : null}
      {runs && (state === 'SIDES' || state === 'PLAYING') ? <CheckInPanel scrimmage={scrimmage} /> : null}
      {/* The no-shows are the runner's to know, not a list for the whole team. */}
      {runs && scrimmage.noShows.length > 0 ? <p className={css.muted}>{m.noShows(scrimmage.noShows.map((n) => n.name).join(', '))}</p> : null}
      {state === 'CHECK_IN' ? null : <ScrimmagePlaySlot scrimmage={scrimmage} />}
      {state === 'PLAYING' || state === 'FINISHED' ? <GamesSoFar scrimmage={scrimmage} /> : null}
    </>
  );
}
