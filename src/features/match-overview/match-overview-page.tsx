/**
 * `/matches/{matchId}` (경기 정보): the match for any member of either team: title, teams, facts,
 * the score, both lineups on the pitch, the event log, per-team statistics and the memo. An
 * admin of either side also gets the lineup editor (before kick-off), the record page and who else
 * records (decision 054; the member named gets the record page until full time); deleting
 * is offered exactly where the ownership rules allow it (machines/match.ownership.ts, decision 029),
 * and where they refuse it to an admin the page says why. An unanswered request says where it stands.
 */
import type { Match } from '#contract/matches.ts';
import { deleteRefusal, isSharedMatch, lineupRefusal, recorderNamingRefusal, type SideRoles } from '#machines/match.ownership.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Fact } from '#src/components/common/fact.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Section } from '#src/components/common/section.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { useMatchLive, type LiveStatus } from '#src/lib/live-stream.ts';
import { longDate, matchTeams, shortTime } from '#src/lib/match-format.ts';
import { isInPlay } from '#machines/match.clock.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import { matchOverviewMessages } from '#src/lib/messages/match-overview.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { useServices } from '#src/lib/services.tsx';
import { AfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { useRecordingAccess } from '#src/lib/use-side-roles.ts';
import { matchRecorderMessages } from '#src/lib/messages/match-recorders.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Trash2, UserCheck, Users } from 'lucide-react';
import { Suspense, useId, useState, type ComponentProps } from 'react';
import { useLocation } from 'wouter';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { matchHistoryQuery, matchMemoQuery, matchPlayersQuery, matchQuery, matchScoreQuery, matchSummaryQuery } from '#src/lib/queries/matches.ts';
import { deleteMatchMutation } from './api/match-overview.ts';
import { EventTimeline } from './components/event-timeline.tsx';
import { LineupPitch } from './components/lineup-pitch.tsx';
import type { RecorderSide } from './components/recorder-dialog.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { RequestStateNote } from './components/request-state-note.tsx';
import { ShareCard } from './components/share-card.tsx';
import { StatBars } from './components/stat-bars.tsx';
import * as css from './match-overview.css.ts';

// Its pickers bring React Aria's collections: loaded when the admin opens it (decision 046).
const RecorderDialog = lazyNamed<
  ComponentProps<typeof import('./components/recorder-dialog.tsx').RecorderDialog>,
  typeof import('./components/recorder-dialog.tsx')
>(() => import('./components/recorder-dialog.tsx'), 'RecorderDialog');

// The MOM vote (decision 093) shows after full time only: its code loads then, apart from the page.
const MomVotePanel = lazyNamed<
  ComponentProps<typeof import('#src/components/mom/mom-vote-panel.tsx').MomVotePanel>,
  typeof import('#src/components/mom/mom-vote-panel.tsx')
>(() => import('#src/components/mom/mom-vote-panel.tsx'), 'MomVotePanel');

/** The viewer's team in a finished match (home first, for one who plays for both), whose MOM vote the page shows. */
function momTeamOf(match: Match, roles: SideRoles | null): { teamId: number; isAdmin: boolean } | null {
  if (match.matchState !== 'FINISHED' || !roles) return null;
  if (roles.home && !match.homeTeamIsTemp) return { teamId: match.homeTeamId, isAdmin: roles.home === 'TEAM_ADMIN' };
  if (roles.away && !match.awayTeamIsTemp) return { teamId: match.awayTeamId, isAdmin: roles.away === 'TEAM_ADMIN' };
  return null;
}

const m = matchOverviewMessages;
const labels = messages.matchLabels;

function ScoreBoard({ match, home, away }: { match: Match; home: number | null; away: number | null }) {
  const { home: homeTeam, away: awayTeam } = matchTeams(match);
  const played = match.matchState !== 'SCHEDULED' && home !== null && away !== null;
  return (
    <div className={css.scoreBoard}>
      <div className={css.scoreTeam}>
        <TeamEmblem team={homeTeam} size="lg" />
        <span className={css.scoreTeamName}>{teamDisplayName(homeTeam)}</span>
        <span className={css.muted}>{labels.home}</span>
      </div>
      <div className={css.scoreMiddle}>
        <p className={css.scoreBig} aria-label={played ? labels.scoreLabel(teamDisplayName(homeTeam), home, teamDisplayName(awayTeam), away) : undefined}>
          {played ? labels.score(home, away) : labels.versus}
        </p>
        <Tag tone={match.matchState === 'FINISHED' ? 'neutral' : match.matchState === 'SCHEDULED' ? 'outline' : 'blue'}>{labels.states[match.matchState]}</Tag>
      </div>
      <div className={css.scoreTeam}>
        <TeamEmblem team={awayTeam} size="lg" />
        <span className={css.scoreTeamName}>{teamDisplayName(awayTeam)}</span>
        <span className={css.muted}>{labels.away}</span>
      </div>
    </div>
  );
}

/** Whether the page follows the stream, announced politely so a screen reader hears a lost connection. */
function LiveIndicator({ status }: { status: LiveStatus | null }) {
  return (
    <p className={css.liveStatus} role="status" aria-live="polite">
      {status ? (
        <>
          <span aria-hidden className={css.liveDot[status]} />
          {messages.matchLabels.liveStatus[status]}
        </>
      ) : null}
    </p>
  );
}

/**
 * The sides whose recorder this admin may name now, by the rule the server applies
 * (recorderNamingRefusal, decision 054); a temporary team has nobody who signs in to name.
 */
function recorderSides(match: Match, roles: SideRoles): RecorderSide[] {
  const sides = [
    { teamId: match.homeTeamId, teamName: match.homeTeamName, current: match.homeRecorderId, isTemp: match.homeTeamIsTemp },
    { teamId: match.awayTeamId, teamName: match.awayTeamName, current: match.awayRecorderId, isTemp: match.awayTeamIsTemp },
  ];
  return sides.filter((side) => !side.isTemp && recorderNamingRefusal(match, roles, side.teamId) === null).map(({ isTemp: _, ...side }) => side);
}

/** Who records besides the admins, when anyone was named: "김민준 (FC 한강)". */
function namedRecorders(match: Match): string | null {
  const named = [
    [match.homeRecorderName, match.homeTeamName],
    [match.awayRecorderName, match.awayTeamName],
  ].flatMap(([name, team]) => (name ? [matchRecorderMessages.factValue(name, team as string)] : []));
  return named.length > 0 ? named.join(', ') : null;
}

/** The way into the record screen: the main action once the match is under way. */
function RecordLink({ match }: { match: Match }) {
  return (
    <ButtonLink href={`/matches/${match.id}/record`} variant={match.matchState === 'SCHEDULED' ? 'secondary' : 'primary'}>
      <ClipboardList aria-hidden className={iconSmall} />
      {m.record}
    </ButtonLink>
  );
}

/** The member an admin named: the way into the record screen until full time. */
function RecorderActions({ match }: { match: Match }) {
  return (
    <div className={css.actions} role="group" aria-label={m.actions}>
      <RecordLink match={match} />
      <p className={css.actionNote}>{matchRecorderMessages.youRecord}</p>
    </div>
  );
}

function AdminActions({ match, adminSide, adminTeamId, roles }: { match: Match; adminSide: 'home' | 'away'; adminTeamId: number; roles: SideRoles }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = useConfirm();
  const [namingRecorder, setNamingRecorder] = useState(false);
  const remove = useMutation(deleteMatchMutation(http, queryClient, match));
  const scheduled = match.matchState === 'SCHEDULED';
  const refusal = deleteRefusal(match, roles);
  const refusalText = refusal ? matchRequestMessages.deleteRefusals[refusal] : undefined;
  // The invited side's lineup and record wait for its consent: no way into screens that could not save.
  const waitsForOurAnswer = lineupRefusal(match, adminTeamId) !== null;
  const canEditLineup = scheduled && !waitsForOurAnswer;
  const namedSides = recorderSides(match, roles);
  const namesRecorder = namedSides.length > 0;
  // Against a temporary team the owner may delete a started match: its records go with it.
  const withRecords = !scheduled && !isSharedMatch(match);
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        deletion.close();
        toast.success(m.deleted);
        navigate(`/teams/${match.ownerTeamId}/matches`, { replace: true });
      },
      onError: (error) => {
        deletion.close();
        toast.error(messages.toast.failure(m.deleteFailed, errorJson(error)));
      },
    });
  return (
    <div className={css.actions} role="group" aria-label={m.actions}>
      {canEditLineup ? (
        <ButtonLink href={`/matches/${match.id}/players/edit?matchSide=${adminSide}`} variant="primary">
          <Users aria-hidden className={iconSmall} />
          {m.editLineup}
        </ButtonLink>
      ) : null}
      {waitsForOurAnswer ? null : <RecordLink match={match} />}
      {namesRecorder ? (
        <Button variant="secondary" onPress={() => setNamingRecorder(true)}>
          <UserCheck aria-hidden className={iconSmall} />
          {matchRecorderMessages.open}
        </Button>
      ) : null}
      {namesRecorder && namingRecorder ? (
        <Suspense fallback={null}>
          <RecorderDialog match={match} sides={namedSides} isOpen onOpenChange={setNamingRecorder} />
        </Suspense>
      ) : null}
      {refusal === null ? (
        <Button variant="danger" onPress={() => deletion.ask()}>
          <Trash2 aria-hidden className={iconSmall} />
          {m.delete}
        </Button>
      ) : refusalText ? (
        <p className={css.actionNote}>
          <Trash2 aria-hidden className={iconSmall} />
          {refusalText}
        </p>
      ) : null}
      <ConfirmDialog
        title={m.deleteTitle}
        {...deletion.dialogProps}
        confirmLabel={m.deleteConfirm}
        onConfirm={onDelete}
        destructive
        isPending={remove.isPending}
      >
        {withRecords ? matchRequestMessages.deleteWithRecords(match.title) : m.deleteBody(match.title)}
      </ConfirmDialog>
    </div>
  );
}

function MomVote({ match, roles }: { match: Match; roles: SideRoles | null }) {
  const team = momTeamOf(match, roles);
  if (!team) return null;
  return (
    <Suspense fallback={null}>
      <MomVotePanel subject={{ teamId: team.teamId, matchId: match.id }} isAdmin={team.isAdmin} />
    </Suspense>
  );
}

export function MatchOverviewPage({ params }: PageProps) {
  const matchId = Number(params.matchId);
  const { http } = useServices();
  const info = useQuery(matchQuery(http, matchId));
  const score = useQuery(matchScoreQuery(http, matchId));
  const players = useQuery(matchPlayersQuery(http, matchId));
  const history = useQuery(matchHistoryQuery(http, matchId));
  const summary = useQuery(matchSummaryQuery(http, matchId));
  const memo = useQuery(matchMemoQuery(http, matchId));
  const access = useRecordingAccess(info.data);
  const roles = access?.roles ?? null;
  const timelineId = useId();
  const statsId = useId();
  // Score, timeline, state, memo and lineups follow the stream until the match is over.
  const liveStatus = useMatchLive(matchId, { enabled: info.data !== undefined && info.data.matchState !== 'FINISHED' });

  const adminSide = roles?.home === 'TEAM_ADMIN' ? 'home' : roles?.away === 'TEAM_ADMIN' ? 'away' : null;

  return (
    <QueryState query={info} failed={m.sectionFailed}>
      {(match) => (
        <div className={css.page}>
          <header className={css.header}>
            <div className={css.titleLine}>
              <Tag tone="blue">{labels.types[match.matchType]}</Tag>
              <h2 className={css.title}>{match.title}</h2>
              {/* 실시간 only while the match is played: before kick-off the stream only waits for it. */}
              <LiveIndicator status={isInPlay(match.matchState) ? liveStatus : null} />
            </div>
            {adminSide && roles ? (
              <AdminActions match={match} adminSide={adminSide} adminTeamId={adminSide === 'home' ? match.homeTeamId : match.awayTeamId} roles={roles} />
            ) : access && (access.sides.home || access.sides.away) ? (
              <RecorderActions match={match} />
            ) : null}
          </header>

          <RequestStateNote match={match} roles={roles} />

          <Section label={m.scoreHeading}>
            <ScoreBoard match={match} home={score.data?.homeScore.goalCount ?? null} away={score.data?.awayScore.goalCount ?? null} />
            <dl className={css.facts}>
              <Fact label={m.date}>{longDate(match.matchDate)}</Fact>
              <Fact label={m.time}>{labels.timeRange(shortTime(match.plannedStartTime), shortTime(match.plannedEndTime))}</Fact>
              <Fact label={m.stadium}>{match.stadium}</Fact>
              <Fact label={m.type}>{labels.types[match.matchType]}</Fact>
              <Fact label={m.state}>{labels.states[match.matchState]}</Fact>
              <Fact label={m.halves}>{m.halvesValue(match.firstHalfPeriod, match.secondHalfPeriod)}</Fact>
              {[
                [matchCreateMessages.mainReferee, match.mainRefereeName],
                [matchCreateMessages.assistant1, match.assistantReferee1],
                [matchCreateMessages.assistant2, match.assistantReferee2],
                [matchCreateMessages.fourthReferee, match.fourthReferee],
                [matchRecorderMessages.fact, namedRecorders(match)],
              ].map(([role, name]) =>
                name ? (
                  <Fact key={role} label={role as string}>
                    {name}
                  </Fact>
                ) : null,
              )}
            </dl>
          </Section>

          {/* Below a phone's first screen: built after it has painted. */}
          <AfterFirstPaint>
            {/* Right under the score: on a phone the admin finds it without scrolling past the match. */}
            <ShareCard match={match} adminSide={adminSide} />
            <MomVote match={match} roles={roles} />
            <Section title={m.lineups}>
              <QueryState query={players} failed={m.sectionFailed}>
                {(data) => <LineupPitch match={match} players={data} events={history.data ?? []} />}
              </QueryState>
            </Section>

            <div className={css.mainAndSide}>
              <Section title={m.timeline} headingId={timelineId}>
                <QueryState query={history} failed={m.sectionFailed}>
                  {(events) => <EventTimeline events={events} periods={match} homeTeamId={match.homeTeamId} labelledBy={timelineId} />}
                </QueryState>
              </Section>
              <div className={css.column}>
                <Section title={m.stats} headingId={statsId}>
                  <div className={css.statsHead} aria-hidden>
                    <span>{teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp })}</span>
                    <span>{teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp })}</span>
                  </div>
                  <QueryState query={summary} failed={m.sectionFailed}>
                    {(data) => <StatBars summary={data} labelledBy={statsId} />}
                  </QueryState>
                </Section>
                <Section title={m.memo}>
                  <QueryState query={memo} failed={m.sectionFailed}>
                    {(data) => (data.memo ? <p className={css.memo}>{data.memo}</p> : <p className={css.muted}>{m.memoEmpty}</p>)}
                  </QueryState>
                </Section>
              </div>
            </div>
          </AfterFirstPaint>
        </div>
      )}
    </QueryState>
  );
}
