/**
 * A member's season at a glance (issue #19): the season line (출전, 출전 시간, 골, 도움, 카드) and one
 * bar per match of the season they were in the squad for, as long as their minutes, with their goals
 * and assists in words beside it (the bar only repeats the words, so screen readers skip it).
 */
import type { PlayerSeasonStats } from '#contract/stats.ts';
import { Fact } from '#src/components/common/fact.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { teamDisplayName } from '#src/lib/messages.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { playerSeasonQuery } from '#src/lib/queries/season.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../member-format.ts';
import { meterFill } from '#src/styles/meter.css.ts';
import * as css from '../members.css.ts';

const s = statsMessages;
const p = s.player;

export function MemberSeason({ teamId, userId }: { teamId: number; userId: number }) {
  const { http } = useServices();
  const season = useQuery(playerSeasonQuery(http, teamId, userId, null));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {p.heading(season.data?.season ?? new Date().getFullYear())}
      </h3>
      <QueryState query={season} failed={s.loadFailed}>
        {(data) => <SeasonBody teamId={teamId} data={data} />}
      </QueryState>
    </section>
  );
}

function SeasonBody({ teamId, data }: { teamId: number; data: PlayerSeasonStats }) {
  const { player, matches } = data;
  const longest = Math.max(90, ...matches.map((line) => line.minutes));
  return (
    <>
      <dl className={css.facts}>
        <Fact label={s.columns.appearances}>{p.appearances(player.appearances, player.starts)}</Fact>
        <Fact label={s.columns.minutes}>{p.minutes(player.minutes)}</Fact>
        <Fact label={s.columns.goals}>{player.goals}</Fact>
        <Fact label={s.columns.assists}>{player.assists}</Fact>
        <Fact label={s.columns.attackPoints}>{player.attackPoints}</Fact>
        <Fact label={p.cardsLabel}>{p.cards(player.yellowCards, player.sentOffs)}</Fact>
      </dl>
      {matches.length === 0 ? (
        <p className={css.muted}>{p.noMatches}</p>
      ) : (
        <ol className={css.seasonMatches} aria-label={p.perMatch}>
          {matches.map((line) => (
            <li key={line.matchId} className={css.seasonMatch}>
              <span className={css.muted}>{formatDate(line.matchDate)}</span>
              <span className={css.seasonOpponent}>{teamDisplayName({ name: line.opponentTeamName, isTemp: line.opponentIsTemp })}</span>
              <span className={css.seasonFigures}>{line.appeared ? p.matchLine(line.minutes, line.goals, line.assists) : p.notPlayed}</span>
              <span className={css.seasonBarTrack} aria-hidden>
                <span className={meterFill} style={{ inlineSize: `${Math.round((line.minutes / longest) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link href={`/teams/${teamId}/stats`}>{p.toTable}</Link>
    </>
  );
}

