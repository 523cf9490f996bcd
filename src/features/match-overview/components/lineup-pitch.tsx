/**
 * Both lineups (getMatchPlayers) on half-pitches: the 6×5 grid of docs/domain.md §4.1, row 0 at the
 * halfway line (top) and the goalkeeper row at the bottom, each team on its own panel with the
 * same orientation. Markers show number and name; the bench is listed beside. The markings are
 * drawing only: the players are a list in grid order.
 * The pitch shows who stands on it now (the record screen's rule, src/lib/match-lineup.ts): after a
 * substitution the one who came on holds the cell, marked, and the one who went off is on the bench,
 * marked with the minute the log gives.
 */
import type { Match, MatchEvent, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { matchTeams, type ShownTeam } from '#src/lib/match-format.ts';
import { benchReason, pitchPlacement, sideLineup } from '#src/lib/match-lineup.ts';
import { matchEventMinute, type MatchPeriods } from '#machines/match.clock.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchOverviewMessages } from '#src/lib/messages/match-overview.ts';
import { teamColorStyle } from '#src/styles/team-color.ts';
import { ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { substitutionMoments } from '../substitutions.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as css from '../match-overview.css.ts';

const m = matchOverviewMessages;
const labels = messages.matchLabels;

function PitchMarkings() {
  return (
    <svg className={css.markings} viewBox="0 0 100 80" preserveAspectRatio="none" aria-hidden>
      <rect x="1" y="1" width="98" height="78" className={css.line} />
      <path d="M 38 1 A 12 12 0 0 0 62 1" className={css.line} />
      <rect x="22" y="58" width="56" height="21" className={css.line} />
      <rect x="38" y="71" width="24" height="8" className={css.line} />
    </svg>
  );
}

type Moments = ReturnType<typeof substitutionMoments>;

/** "교체 투입 58'" / "교체 아웃 58'": the mark, with the minute once the log has it. */
function markText(mark: string, event: MatchEvent | undefined, periods: MatchPeriods): string {
  return m.withMinute(mark, event ? matchEventMinute(event, periods) : null);
}

/** A player on their cell; one who came on carries an arrow, and says so to a screen reader. */
function Marker({ player, color, cameOn }: { player: MatchPlayer; color: string; cameOn: string | null }) {
  const grid = player.matchGrid ?? 0;
  return (
    <li className={css.cell} style={{ gridRow: Math.floor(grid / 5) + 1, gridColumn: (grid % 5) + 1 }}>
      <span className={css.shirt} style={teamColorStyle(color)} aria-hidden>
        {player.number ?? ''}
        {cameOn ? <ArrowUp className={css.cameOnBadge} /> : null}
      </span>
      <span className={css.markerName} title={cameOn ?? undefined}>
        <span className={visuallyHidden}>{player.number === null ? '' : `${player.number} `}</span>
        {player.name}
        {cameOn ? <span className={visuallyHidden}>{` ${cameOn}`}</span> : null}
      </span>
    </li>
  );
}

/** A bench line: number, name, position, and why they sit there once they have left the pitch. */
function BenchItem({ player, moments, periods }: { player: MatchPlayer; moments: Moments; periods: MatchPeriods }) {
  const reason = benchReason(player);
  return (
    <li className={reason ? css.benchItemLeft : css.benchItem}>
      <span className={css.benchNumber}>{player.number ?? labels.none}</span>
      <span>{player.name}</span>
      {player.matchPosition ? <span className={css.muted}>{player.matchPosition}</span> : null}
      {reason === 'subOut' ? <Tag tone="outline">{markText(m.subOut, moments.out.get(player.id), periods)}</Tag> : null}
      {reason === 'sentOff' ? <Tag tone="red">{m.sentOff}</Tag> : null}
    </li>
  );
}

interface SidePanelProps {
  team: ShownTeam;
  side: 'home' | 'away';
  players: MatchPlayers['homeTeam'];
  moments: Moments;
  periods: MatchPeriods;
}

function SidePanel({ team, side, players, moments, periods }: SidePanelProps) {
  const headingId = useId();
  const benchId = useId();
  const name = teamDisplayName(team);
  const lineup = sideLineup(players);
  const { cells, unplaced } = pitchPlacement(lineup.onPitch);
  const cameOn = (p: MatchPlayer) => (p.subIn ? markText(m.subIn, moments.in.get(p.id), periods) : null);
  return (
    <section className={css.lineupSide} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.lineupHeading}>
        <TeamEmblem team={team} size="sm" />
        <span>{name}</span>
        <span className={css.muted}>{side === 'home' ? labels.home : labels.away}</span>
      </h3>
      <div className={css.lineupBody}>
        <div className={css.lineupSide}>
          <div className={css.pitch}>
            <PitchMarkings />
            <ol className={css.grid} aria-label={m.pitchAlt(name)}>
              {/* In reading order, as drawn: from the halfway line down to the goalkeeper. */}
              {[...cells]
                .sort(([a], [b]) => a - b)
                .map(([, p]) => (
                  <Marker key={p.id} player={p} color={team.teamColor} cameOn={cameOn(p)} />
                ))}
            </ol>
            {lineup.onPitch.length === 0 ? <p className={css.pitchEmpty}>{m.lineupEmpty}</p> : null}
          </div>
          {unplaced.length > 0 ? (
            // On the pitch without a cell of their own (no grid, or a cell taken): listed, never dropped.
            <ul className={css.benchList} aria-label={`${name} ${m.unplaced}`}>
              {unplaced.map((p) => (
                <li key={p.id} className={css.benchItem}>
                  <span className={css.benchNumber}>{p.number ?? labels.none}</span>
                  <span>{p.name}</span>
                  <Tag tone="outline">{m.unplaced}</Tag>
                  {p.subIn ? <Tag tone="green">{cameOn(p)}</Tag> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={css.bench}>
          <h4 id={benchId} className={css.benchHeading}>
            {m.bench}
          </h4>
          {lineup.bench.length === 0 ? (
            <p className={css.muted}>{m.benchEmpty}</p>
          ) : (
            <ul className={css.benchList} aria-labelledby={benchId}>
              {lineup.bench.map((p) => (
                <BenchItem key={p.id} player={p} moments={moments} periods={periods} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** `events`: the log, for the minutes of the substitution marks (none while it loads). */
export function LineupPitch({ match, players, events }: { match: Match; players: MatchPlayers; events: MatchEvent[] }) {
  const moments = substitutionMoments(events);
  const teams = matchTeams(match);
  return (
    <div className={css.lineups}>
      <SidePanel team={teams.home} side="home" players={players.homeTeam} moments={moments} periods={match} />
      <SidePanel team={teams.away} side="away" players={players.awayTeam} moments={moments} periods={match} />
    </div>
  );
}
