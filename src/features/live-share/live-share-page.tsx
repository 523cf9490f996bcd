/**
 * `/live/{token}` (실시간 경기, decision 057): a match's public scoreboard for anyone holding
 * the link — family and friends, signed in or not. The score and the clock, the timeline (goals, cards,
 * substitutions) and both lineups with names and numbers, following the match live: each change on
 * the stream reads the snapshot again (use-public-stream.ts). A link turned off says so in place.
 */
import type { PublicMatchSnapshot } from '#contract/match-share.ts';
import { CenteredPage } from '#src/components/ui/centered-page.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { HttpError, NotFoundError } from '#src/lib/http/errors.ts';
import { readUnlessHeld } from '#src/lib/live-position.ts';
import { longDate, shortTime } from '#src/lib/match-format.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { liveShareMessages as m } from '#src/lib/messages/live-share.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { publicMatchQuery } from '#src/lib/queries/public-match.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Scoreboard } from './components/scoreboard.tsx';
import { PublicLineups } from './components/public-lineups.tsx';
import { PublicTimeline } from './components/public-timeline-list.tsx';
import { playerLabels } from './public-timeline.ts';
import * as css from './live-share.css.ts';
import { usePublicStream } from './use-public-stream.ts';

export function LiveSharePage({ params }: PageProps) {
  const token = params.token ?? '';
  const { http } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({ ...publicMatchQuery(http, token), retry: (count, error) => !isGone(error) && count < 2 });
  const gone = isGone(query.error);
  const expired = isExpired(query.error);
  const status = usePublicStream(token, (seq) => void readUnlessHeld(queryClient, publicMatchQuery(http, token).queryKey, seq), !gone);

  return (
    <CenteredPage wide>
      {gone ? (
        <div className={css.section}>
          <h1 className={css.title}>{expired ? m.expired : m.gone}</h1>
          <p className={css.muted}>{expired ? m.expiredLead : m.goneLead}</p>
          <p>
            <Link href="/">{messages.common.goHome}</Link>
          </p>
        </div>
      ) : (
        <QueryState query={query} failed={m.loadFailed}>
          {(snapshot) => (
            <Scoreboard snapshot={snapshot} status={status}>
              <MatchStory snapshot={snapshot} />
            </Scoreboard>
          )}
        </QueryState>
      )}
      <p className={css.footer}>{m.by}</p>
    </CenteredPage>
  );
}

function MatchStory({ snapshot }: { snapshot: PublicMatchSnapshot }) {
  const { match } = snapshot;
  const names = {
    HOME: teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp }),
    AWAY: teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp }),
  };
  return (
    <>
      <p className={css.meta}>{m.kickOff(longDate(match.matchDate), shortTime(match.plannedStartTime))}</p>
      <PublicTimeline
        events={snapshot.timeline}
        names={names}
        label={playerLabels(snapshot, m.numbered)}
        firstHalfPeriod={match.firstHalfPeriod}
        secondHalfPeriod={match.secondHalfPeriod}
      />
      <PublicLineups lineups={snapshot.lineups} names={names} namesShown={snapshot.namesShown} />
    </>
  );
}

/** 404 6043: the link does not exist or was turned off; or 410 6048 (isExpired). */
function isGone(error: unknown): boolean {
  return error instanceof NotFoundError || isExpired(error);
}

/** 410 6048: 7 days after full time, and no admin kept the link (decision 070). */
function isExpired(error: unknown): boolean {
  return error instanceof HttpError && error.status === 410;
}
