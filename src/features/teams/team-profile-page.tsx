/**
 * `/teams/{teamId}` (팀 프로필, docs/domain.md §5.9): the team's header with its kit, recent results,
 * the results summary as small charts, the home notices and the next 30 days of the schedule.
 * Each section loads on its own and fails on its own (with a retry); admins can edit the team.
 */
import type { Schedule } from '#contract/schedules.ts';
import type { Team } from '#contract/teams.ts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Button } from '#src/components/ui/button.tsx';
import { ButtonLink, Link } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { ResultChip } from '#src/components/common/result-chip.tsx';
import { Section } from '#src/components/common/section.tsx';
import { teamQuery } from '#src/lib/queries/teams.ts';
import { AfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { useNowAsRendered } from '#src/lib/use-now.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { teamProfileMessages } from '#src/lib/messages/team-profile.ts';
import { schedulesQuery } from '#src/lib/queries/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { recentResultsQuery, resultsSummaryQuery } from '#src/lib/queries/results.ts';
import { homeNoticesQuery } from '#src/lib/queries/notices.ts';
import { upcomingRange } from './team-profile-reads.ts';
import * as css from './components/profile.css.ts';
import { MatchRequestsNotice } from './components/match-requests-notice.tsx';
import { ResultsSummary } from './components/results-charts.tsx';
import { Uniform } from './components/uniform.tsx';
import { seoulDate } from '#contract/seoul-time.ts';
import { formatDayOfInstant, formatInstantDate, formatIsoDate, formatSeoulTime } from './seoul-dates.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';

// 최근 자체전 loads apart from the page: the team page is at its budget (decision 087).
const RecentScrimmage = lazyNamed<{ teamId: number }, typeof import('./components/recent-scrimmage.tsx')>(
  () => import('./components/recent-scrimmage.tsx'),
  'RecentScrimmage',
);
// MOM 투표 (decision 093) too: a "part" chunk after the first paint, nothing added to the page's own.
const RecentMom = lazyNamed<{ teamId: number }, typeof import('./components/recent-mom.tsx')>(() => import('./components/recent-mom.tsx'), 'RecentMom');
const EditTeamDialog = lazyNamed<{ team: Team; isOpen: boolean; onOpenChange: (open: boolean) => void }, typeof import('./components/edit-team-dialog.tsx')>(
  () => import('./components/edit-team-dialog.tsx'),
  'EditTeamDialog',
);

const m = teamProfileMessages;
/** How many upcoming items the schedule section lists. */
const scheduleItems = 5;

export function TeamProfilePage({ params }: { params: Record<string, string> }) {
  const teamId = Number(params.teamId);
  const { http } = useServices();
  const team = useQuery(teamQuery(http, teamId));
  const { teams } = useCurrentTeam();
  const isAdmin = teams.some((t) => t.id === teamId && t.teamRole === 'TEAM_ADMIN');
  const [editing, setEditing] = useState(false);

  if (team.isPending) return <Loading />;
  if (team.isError) return <Redirect to="/error" replace />;

  return (
    <div className={css.page}>
      <MatchRequestsNotice teamId={teamId} />
      <TeamHeader team={team.data} isAdmin={isAdmin} onEdit={() => setEditing(true)} />
      {/* Below a phone's first screen (the team's card fills it): built after it has painted. */}
      <AfterFirstPaint>
        <div className={css.columns}>
          <div className={css.column}>
            <RecentResults teamId={teamId} />
            <Suspense fallback={null}>
              <RecentMom teamId={teamId} />
            </Suspense>
            <Suspense fallback={null}>
              <RecentScrimmage teamId={teamId} />
            </Suspense>
            <Summary teamId={teamId} />
          </div>
          <div className={css.column}>
            <Upcoming teamId={teamId} />
            <Notices teamId={teamId} />
          </div>
        </div>
      </AfterFirstPaint>
      {/* The form (colour, region and image pickers) loads when an admin opens it, not with the page. */}
      {isAdmin && editing ? (
        <Suspense fallback={null}>
          <EditTeamDialog team={team.data} isOpen onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TeamHeader({ team, isAdmin, onEdit }: { team: Team; isAdmin: boolean; onEdit: () => void }) {
  const t = messages.teams;
  return (
    <section className={css.header} aria-labelledby="team-name">
      <TeamEmblem team={team} shape="square" size="xl" decorative={false} />
      <div className={css.identity}>
        <div className={css.nameRow}>
          <h2 id="team-name" className={css.teamName}>
            {teamDisplayName(team)}
          </h2>
          {team.organizationType ? <span className={css.badge}>{messages.organizationTypes[team.organizationType]}</span> : null}
        </div>
        {team.description ? <p className={css.description}>{team.description}</p> : null}
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>{m.organizationType}</dt>
            <dd className={css.factValue}>{team.organizationType ? messages.organizationTypes[team.organizationType] : t.none}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t.region}</dt>
            <dd className={css.factValue}>{team.region ?? t.none}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t.foundedYear}</dt>
            <dd className={css.factValue}>{team.foundedYear ? t.year(team.foundedYear) : t.none}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t.memberCount}</dt>
            <dd className={css.factValue}>{t.members(team.memberCount)}</dd>
          </div>
        </dl>
      </div>
      <div className={css.kit}>
        <Uniform colors={team} size="md" />
        <span className={css.factLabel} aria-hidden>
          {t.uniform}
        </span>
      </div>
      {isAdmin ? (
        <div className={css.headerActions}>
          <ButtonLink variant="secondary" href={`/teams/${team.id}/admin`}>
            {m.manage}
          </ButtonLink>
          <Button variant="secondary" onPress={onEdit}>
            {m.edit}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

interface ProfileSectionProps<T> {
  id: string;
  title: string;
  moreHref: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/**
 * A section of the page: on its own card, with the way to the screen that has all of it; its read
 * loads and fails on its own, and says so in a line when there is nothing to show yet.
 */
function ProfileSection<T>({ id, title, moreHref, query, isEmpty, emptyText, children }: ProfileSectionProps<T>) {
  return (
    <Section
      title={title}
      headingId={id}
      className={css.section}
      aside={
        <Link href={moreHref} className={css.moreLink} aria-label={m.moreAbout(title)}>
          {m.more}
        </Link>
      }
    >
      <QueryState query={query} failed={m.sectionFailed}>
        {(data) => (isEmpty(data) ? <p className={css.empty}>{emptyText}</p> : children(data))}
      </QueryState>
    </Section>
  );
}

function RecentResults({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const results = useQuery(recentResultsQuery(http, teamId));
  return (
    <ProfileSection
      id="section-recent"
      title={m.recent}
      moreHref={`/teams/${teamId}/matches`}
      query={results}
      isEmpty={(list) => list.length === 0}
      emptyText={m.recentEmpty}
    >
      {(list) => (
        <ul className={css.resultCards}>
          {list.map((r) => {
            const home = r.homeTeamId === teamId;
            const ours = home ? r.homeScore : r.awayScore;
            const theirs = home ? r.awayScore : r.homeScore;
            return (
              <li key={r.matchId} className={css.resultCard}>
                <div className={css.resultTop}>
                  <span className={css.itemMeta}>
                    {formatIsoDate(r.matchDate)}
                    {r.playedMinutes !== null ? ` · ${m.minutes(r.playedMinutes)}` : ''}
                  </span>
                  <ResultChip result={r.result} size="md" />
                </div>
                <Link href={`/matches/${r.matchId}`} className={`${css.plainLink} ${css.itemTitle}`}>
                  {r.title}
                </Link>
                <div className={css.resultTop}>
                  <span className={css.itemMeta}>
                    {m.versus(
                      home
                        ? teamDisplayName({ name: r.awayTeamName, isTemp: r.awayTeamIsTemp })
                        : teamDisplayName({ name: r.homeTeamName, isTemp: r.homeTeamIsTemp }),
                    )}
                  </span>
                  <span className={css.score} aria-label={m.scoreLabel(ours, theirs)}>
                    {m.score(ours, theirs)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ProfileSection>
  );
}

function Summary({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const summary = useQuery(resultsSummaryQuery(http, teamId));
  return (
    <ProfileSection
      id="section-summary"
      title={m.summary}
      moreHref={`/teams/${teamId}/matches`}
      query={summary}
      isEmpty={(data) => data.totalMatchCount === 0}
      emptyText={m.summaryEmpty}
    >
      {(data) => <ResultsSummary summary={data} />}
    </ProfileSection>
  );
}

function Notices({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const notices = useQuery(homeNoticesQuery(http, teamId));
  return (
    <ProfileSection
      id="section-notices"
      title={m.notices}
      moreHref={`/teams/${teamId}/notices`}
      query={notices}
      isEmpty={(page) => page.content.length === 0}
      emptyText={m.noticesEmpty}
    >
      {(page) => (
        <ul className={css.list}>
          {page.content.map((n) => (
            <li key={n.id} className={css.listItem}>
              <div className={css.itemMain}>
                <Link href={`/teams/${teamId}/notices/${n.id}`} className={`${css.plainLink} ${css.itemTitle}`}>
                  {n.title}
                </Link>
                <span className={css.itemMeta}>
                  {n.authorName} · <time dateTime={n.createdAt}>{formatInstantDate(n.createdAt)}</time>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/** The next items of the schedule, soonest first: what has not ended by `now`. */
function upcomingOf(items: readonly Schedule[], now: number): Schedule[] {
  return items
    .filter((s) => new Date(s.endAt).getTime() >= now)
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .slice(0, scheduleItems);
}

function Upcoming({ teamId }: { teamId: number }) {
  const { http } = useServices();
  // The range is fixed when the page opens: a new day does not refetch under the reader.
  const [range] = useState(upcomingRange);
  const schedules = useQuery(schedulesQuery(http, teamId, range.start, range.end));
  // A server-rendered page and its hydration pick by the render's time (an item that ends in between
  // would otherwise be in the one and not the other); then the device's, each minute, so ended items go.
  const now = useNowAsRendered(60_000, true);
  return (
    <ProfileSection
      id="section-schedule"
      title={m.schedule}
      moreHref={`/teams/${teamId}/schedules`}
      query={schedules}
      isEmpty={(items) => upcomingOf(items, now).length === 0}
      emptyText={m.scheduleEmpty}
    >
      {(items) => (
        <ul className={css.list}>
          {upcomingOf(items, now).map((s) => (
            <li key={s.id} className={css.listItem}>
              <span className={css.dateBox}>
                <time dateTime={s.startAt}>{formatDayOfInstant(s.startAt)}</time>
                <span>{formatSeoulTime(s.startAt)}</span>
              </span>
              <div className={css.itemMain}>
                <Link href={`/teams/${teamId}/schedules?date=${seoulDate(s.startAt)}`} className={`${css.plainLink} ${css.itemTitle}`}>
                  {s.title}
                </Link>
                <span className={css.itemMeta}>
                  {formatSeoulTime(s.startAt)}–{formatSeoulTime(s.endAt)}
                  {s.place ? ` · ${s.place}` : ''}
                </span>
              </div>
              <span className={css.kindChip}>{m.scheduleKinds[s.kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
