/**
 * A member's season at a glance (decision 055): the season line (출전, 출전 시간, 골, 도움, 카드) and one
 * line per match of the season they were in the squad for, its bar as long as their minutes, with
 * their goals and assists in words.
 */
import type { PlayerSeasonStats } from '#contract/stats.ts';
import { Fact } from '#src/components/common/fact.tsx';
import { MeterList } from '#src/components/common/meter-list.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { teamDisplayName } from '#src/lib/messages.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { playerSeasonQuery } from '#src/lib/queries/season.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../member-format.ts';
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
        {p.heading(season.data?.season ?? null)}
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
        <MeterList
          label={p.perMatch}
          lines={matches.map((line) => ({
            key: line.matchId,
            lead: formatDate(line.matchDate),
            label: teamDisplayName({ name: line.opponentTeamName, isTemp: line.opponentIsTemp }),
            value: line.appeared ? p.matchLine(line.minutes, line.goals, line.assists) : p.notPlayed,
            share: line.minutes / longest,
          }))}
        />
      )}
      <Link href={`/teams/${teamId}/stats`}>{p.toTable}</Link>
    </>
  );
}
