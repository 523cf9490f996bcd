/**
 * The side panel of `selectedMatchId` (a sheet on phones): the score with both teams, the goals
 * with minute and scorer per side, the facts, the players who took part, and a link to the match.
 */
import type { Match, MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { Drawer } from '#src/components/ui/drawer.tsx';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { NotFoundError } from '#src/lib/http/errors.ts';
import { matchEventMinute } from '#machines/match.clock.ts';
import { longDate, matchTeams, playedMinutes, shortTime } from '#src/lib/match-format.ts';
import { matchHistoryQuery, matchPlayersQuery, matchQuery } from '#src/lib/queries/matches.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchRecordsMessages } from '#src/lib/messages/match-records.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import * as css from '../match-records.css.ts';
import { RequestStateTag } from './request-state-tag.tsx';
import { Fact } from '#src/components/common/fact.tsx';
import { FailureNote } from '#src/components/common/failure-note.tsx';
import { MiniCell, MiniTable } from '#src/components/common/mini-table.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';

const m = matchRecordsMessages;
const p = m.panel;
const labels = messages.matchLabels;

function ScoreHeader({ match }: { match: Match }) {
  const { home, away } = matchTeams(match);
  const played = match.matchState !== 'SCHEDULED';
  return (
    <div className={css.scoreHeader}>
      <div className={css.scoreTeam}>
        <TeamEmblem team={home} />
        <span className={css.scoreTeamName}>{teamDisplayName(home)}</span>
        <span className={css.muted}>{labels.home}</span>
      </div>
      <p className={css.scoreBig} aria-label={played ? labels.scoreLabel(home.name, match.homeScore, away.name, match.awayScore) : labels.states.SCHEDULED}>
        {played ? labels.score(match.homeScore, match.awayScore) : labels.versus}
      </p>
      <div className={css.scoreTeam}>
        <TeamEmblem team={away} />
        <span className={css.scoreTeamName}>{teamDisplayName(away)}</span>
        <span className={css.muted}>{labels.away}</span>
      </div>
    </div>
  );
}

/** The goals of one side: its GOAL rows and the other side's OWN_GOAL rows. */
function goalsFor(events: MatchEvent[], teamId: number, otherId: number) {
  return events.filter((e) => e.parentId === null && ((e.eventType === 'GOAL' && e.teamId === teamId) || (e.eventType === 'OWN_GOAL' && e.teamId === otherId)));
}

function GoalList({ match, events }: { match: Match; events: MatchEvent[] }) {
  const headingId = useId();
  const sides = [
    { key: 'home', name: match.homeTeamName, goals: goalsFor(events, match.homeTeamId, match.awayTeamId) },
    { key: 'away', name: match.awayTeamName, goals: goalsFor(events, match.awayTeamId, match.homeTeamId) },
  ];
  const none = sides.every((s) => s.goals.length === 0);
  return (
    <section aria-labelledby={headingId} className={css.panelSection}>
      <h3 id={headingId} className={css.subHeading}>
        {p.goals}
      </h3>
      {none ? (
        <p className={css.muted}>{p.noGoals}</p>
      ) : (
        <div className={css.goalColumns}>
          {sides.map((side) => (
            <ul key={side.key} className={css.goalList} aria-label={side.name}>
              {side.goals.map((g) => (
                <li key={g.id} className={css.goalItem}>
                  <span className={css.minute}>{matchEventMinute(g, match)}</span>
                  <span>{g.userName ?? p.unknownPlayer}</span>
                  {g.eventType === 'OWN_GOAL' ? <span className={css.ownGoal}>{labels.events.OWN_GOAL}</span> : null}
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </section>
  );
}

const tookPart = (side: MatchPlayers['homeTeam']) => [...side.starters, ...side.substitutes.filter((s) => s.subIn)];

function ParticipantTable({ caption, players }: { caption: string; players: MatchPlayer[] }) {
  const cols = p.columns;
  return (
    <MiniTable caption={caption} columns={[cols.name, cols.number, cols.goals, cols.assists, cols.cards]}>
      {players.length === 0 ? (
        <tr>
          <MiniCell colSpan={5}>{p.noParticipants}</MiniCell>
        </tr>
      ) : (
        players.map((pl) => (
          <tr key={pl.id}>
            <MiniCell rowHeader>
              {pl.name}
              {pl.role === 'SUB_PLAYER' ? <span className={css.muted}> ({p.sub})</span> : null}
            </MiniCell>
            <MiniCell>{pl.number ?? labels.none}</MiniCell>
            <MiniCell>{pl.goals}</MiniCell>
            <MiniCell>{pl.assists}</MiniCell>
            <MiniCell>{pl.yellowCards + pl.redCards}</MiniCell>
          </tr>
        ))
      )}
    </MiniTable>
  );
}

function Details({ match }: { match: Match }) {
  const { http } = useServices();
  const history = useQuery(matchHistoryQuery(http, match.id));
  const players = useQuery(matchPlayersQuery(http, match.id));
  const played = playedMinutes(match);
  const home = players.data ? tookPart(players.data.homeTeam) : [];
  const away = players.data ? tookPart(players.data.awayTeam) : [];
  const participantsId = useId();
  return (
    <>
      <h3 className={css.panelTitle}>{match.title}</h3>
      <ScoreHeader match={match} />
      <QueryState query={history} failed={p.failed}>
        {(events) => <GoalList match={match} events={events} />}
      </QueryState>
      <section className={css.panelSection} aria-label={p.metadata}>
        <dl className={css.facts}>
          <Fact label={p.date}>{longDate(match.matchDate)}</Fact>
          <Fact label={p.time}>{labels.timeRange(shortTime(match.plannedStartTime), shortTime(match.plannedEndTime))}</Fact>
          <Fact label={p.stadium}>{match.stadium}</Fact>
          <Fact label={p.state}>
            {labels.states[match.matchState]} <RequestStateTag state={match.requestState} />
          </Fact>
          <Fact label={p.played}>{played === null ? p.notPlayed : labels.minutes(played)}</Fact>
          <Fact label={p.participants}>{players.data ? p.participantCount(home.length, away.length) : labels.none}</Fact>
        </dl>
      </section>
      <section aria-labelledby={participantsId} className={css.panelSection}>
        <h3 id={participantsId} className={css.subHeading}>
          {p.participants}
        </h3>
        <QueryState query={players} failed={p.failed}>
          {() => (
            <>
              <ParticipantTable caption={`${teamDisplayName({ name: match.homeTeamName, isTemp: match.homeTeamIsTemp })} (${labels.home})`} players={home} />
              <ParticipantTable caption={`${teamDisplayName({ name: match.awayTeamName, isTemp: match.awayTeamIsTemp })} (${labels.away})`} players={away} />
            </>
          )}
        </QueryState>
      </section>
      <ButtonLink href={`/matches/${match.id}`} variant="primary" fullWidth>
        {p.more}
      </ButtonLink>
    </>
  );
}

export function MatchDetailPanel({ matchId, onClose }: { matchId: number | undefined; onClose: () => void }) {
  const { http } = useServices();
  const isOpen = matchId !== undefined;
  const match = useQuery({ ...matchQuery(http, matchId ?? 0), enabled: isOpen, retry: false });
  let content: ReactNode;
  if (match.data) content = <Details key={match.data.id} match={match.data} />;
  else if (match.error instanceof NotFoundError) content = <p className={css.muted}>{p.notFound}</p>;
  else if (match.isError) content = <FailureNote message={p.failed} onRetry={() => void match.refetch()} />;
  else content = <Loading />;
  return (
    <Drawer title={p.title} closeLabel={p.close} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {content}
    </Drawer>
  );
}
