/**
 * `/teams/{teamId}/stats` (시즌 기록, decision 055): a season of the team's finished matches — the
 * leaderboards and one row per player — with the season, the position and the order in the URL, and
 * the season as a CSV file for Excel. Figures come from the server (decision 055); this page only
 * filters, orders and draws them (season-table.ts).
 */
import type { StatsSearch } from '#src/lib/search-params.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { seasonFile } from '#machines/exports.season.ts';
import { ExportButton } from '#src/components/common/export-button.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { teamSeasonQuery } from '#src/lib/queries/season.ts';
import { teamQuery } from '#src/lib/queries/teams.ts';
import { useServices } from '#src/lib/services.tsx';
import { useUrlTableSearch, type UrlTable } from '#src/lib/url-table.ts';
import { text } from '#src/styles/text.css.ts';
import { useViewer } from '#src/lib/use-viewer.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { scrimmagePlayMessages } from '#src/lib/messages/scrimmage-play.ts';
import { MomSeason } from './components/mom-season.tsx';
import { MySeason } from './components/my-season.tsx';
import { AttendanceSeasonTab } from './components/attendance-season-tab.tsx';
import { ScrimmageSeasonTab } from './components/scrimmage-season-tab.tsx';
import { attendanceMessages } from '#src/lib/messages/attendance.ts';
import { SeasonLeaderboards } from './components/season-leaderboards.tsx';
import { SeasonTableView } from './components/season-table-view.tsx';
import { byPosition, nextSort, sortRows, type PositionFilter } from './season-table.ts';
import * as css from './stats.css.ts';

const s = statsMessages;
const positionFilters = ['ALL', 'FW', 'MF', 'DF', 'GK', 'NONE'] as const satisfies readonly PositionFilter[];

/** The season table in the URL: nothing is paged, so no change resets a page. */
const statsTable: UrlTable<StatsSearch> = { params: ['season', 'position', 'sort', 'view'], resetsPage: [], pageSize: 0 };
const tabs = scrimmagePlayMessages.season;

/** Three tabs: 시즌 기록, matches against other teams as before; 자체전, the team's internal games kept apart (decision 082); 출석 (decision 092). */
export function StatsPage({ params, search: rawSearch }: PageProps) {
  const teamId = Number(params.teamId);
  const search = rawSearch as StatsSearch;
  const { update } = useUrlTableSearch(statsTable, search);
  const season = search.season ?? Number(seoulDate(Date.now()).slice(0, 4));
  return (
    <div className={css.page}>
      <SegmentedControl
        label={tabs.tabsLabel}
        options={[
          { id: 'matches', label: tabs.tabs.matches },
          { id: 'scrimmages', label: tabs.tabs.scrimmages },
          { id: 'attendance', label: attendanceMessages.tab },
        ]}
        value={search.view ?? 'matches'}
        onChange={(id) => update({ view: id === 'scrimmages' || id === 'attendance' ? id : undefined })}
      />
      {search.view === 'scrimmages' ? (
        <ScrimmageSeasonTab teamId={teamId} season={season} />
      ) : search.view === 'attendance' ? (
        <AttendanceTab teamId={teamId} season={season} />
      ) : (
        <MatchSeason teamId={teamId} search={search} update={update} />
      )}
    </div>
  );
}

/** The 출석 tab (decision 092) names its file after the team. */
function AttendanceTab({ teamId, season }: { teamId: number; season: number }) {
  const { http } = useServices();
  const team = useQuery(teamQuery(http, teamId));
  return <AttendanceSeasonTab teamId={teamId} teamName={team.data?.name ?? ''} season={season} />;
}

function MatchSeason({ teamId, search, update }: { teamId: number; search: StatsSearch; update: (change: Partial<StatsSearch>) => void }) {
  const { http } = useServices();
  // The season shown stays while another one loads (a season change is a new key).
  const stats = useQuery({ ...teamSeasonQuery(http, teamId, search.season ?? null), placeholderData: keepPreviousData });
  const team = useQuery(teamQuery(http, teamId));
  const viewer = useViewer(teamId);
  const headingId = useId();
  const orderId = useId();
  const hintId = useId();
  const position: PositionFilter = search.position ?? 'ALL';
  const sort = search.sort?.[0];

  return (
    <>
      <QueryState query={stats} failed={s.loadFailed}>
        {(data) => {
          const rows = sortRows(byPosition(data.players, position), sort);
          const seasons = [...new Set([data.season, ...data.seasons])].sort((a, b) => b - a);
          const mine = data.players.find((p) => p.userId === viewer.userId);
          return (
            <>
              <div className={css.toolbar}>
                <div className={css.filters}>
                  <Select
                    className={css.seasonField}
                    label={s.season}
                    options={seasons.map((year) => ({ value: String(year), label: s.seasonOption(year) }))}
                    value={String(data.season)}
                    onChange={(value) => value && update({ season: Number(value) })}
                  />
                  <SegmentedControl
                    label={s.position}
                    options={positionFilters.map((id) => ({ id, label: s.positions[id] }))}
                    value={position}
                    onChange={(id) => update({ position: id === 'ALL' ? undefined : (id as StatsSearch['position']) })}
                  />
                </div>
                <div className={css.download}>
                  <ExportButton
                    variant="secondary"
                    aria-describedby={hintId}
                    teamId={teamId}
                    request={{ kind: 'SEASON_STATS', params: { season: data.season, sort } }}
                    file={() => seasonFile(team.data?.name ?? '', data.season, data.players, sort)}
                  >
                    {s.download}
                  </ExportButton>
                  <p id={hintId} className={text({ tone: 'muted', size: 'xs' })}>
                    {s.downloadHint}
                  </p>
                </div>
              </div>
              <p className={text({ tone: 'muted' })} role="status">
                {s.summary(data.season, data.matchCount)}
              </p>
              {viewer.membership ? <MySeason row={mine} season={data.season} /> : null}
              <SeasonLeaderboards rows={rows} position={position} />
              <MomSeason teamId={teamId} season={data.season} />
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className={text({ size: 'lg', weight: 'bold' })}>
                  {s.tableLabel} <span className={text({ tone: 'muted', size: 'sm', weight: 'regular' })}>{s.playerCount(rows.length)}</span>
                </h2>
                <p id={orderId} className={text({ tone: 'muted', size: 'sm' })}>
                  {sort ? s.sortedBy(sort.field === 'name' ? s.columns.player : s.columns[sort.field], sort.direction === 'desc') : ''}
                </p>
                <SeasonTableView
                  rows={rows}
                  sort={sort}
                  onSort={(field) => update({ sort: [nextSort(sort, field)] })}
                  labelledBy={headingId}
                  describedBy={orderId}
                />
              </section>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
