/**
 * Both lineups (getMatchPlayers) on half-pitches: the 6×5 grid of domain-facts §4.1, row 0 at the
 * halfway line (top) and the goalkeeper row at the bottom, each team on its own panel with the
 * same orientation. Markers show number and name; the bench is listed beside. The markings are
 * drawing only: the players are a list in grid order.
 */
import type { Match, MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { teamColorStyle } from '#src/styles/team-color.ts';
import { useId } from 'react';
import * as css from '../match-overview.css.ts';

const m = messages.matchOverview;
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

function Marker({ player, color }: { player: MatchPlayer; color: string }) {
  const grid = player.matchGrid ?? 0;
  return (
    <li className={css.cell} style={{ gridRow: Math.floor(grid / 5) + 1, gridColumn: (grid % 5) + 1 }}>
      <span className={css.shirt} style={teamColorStyle(color)} aria-hidden>
        {player.number ?? ''}
      </span>
      <span className={css.markerName}>
        <span className={css.visuallyHidden}>{player.number === null ? '' : `${player.number} `}</span>
        {player.name}
      </span>
    </li>
  );
}

function SidePanel({ teamName, isTemp, logo, color, side, players }: { teamName: string; isTemp: boolean; logo: string | null; color: string; side: 'home' | 'away'; players: MatchPlayers['homeTeam'] }) {
  const headingId = useId();
  const benchId = useId();
  const name = teamDisplayName({ name: teamName, isTemp });
  const starters = players.starters.filter((p) => p.matchGrid !== null);
  return (
    <section className={css.lineupSide} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.lineupHeading}>
        <TeamEmblem team={{ name: teamName, logoImgUrl: logo, teamColor: color }} size="sm" />
        <span>{name}</span>
        <span className={css.muted}>{side === 'home' ? labels.home : labels.away}</span>
      </h3>
      <div className={css.lineupBody}>
        <div className={css.pitch}>
          <PitchMarkings />
          <ol className={css.grid} aria-label={m.pitchAlt(name)}>
            {starters.map((p) => (
              <Marker key={p.id} player={p} color={color} />
            ))}
          </ol>
          {starters.length === 0 ? <p className={css.pitchEmpty}>{m.lineupEmpty}</p> : null}
        </div>
        <div className={css.bench}>
          <h4 id={benchId} className={css.benchHeading}>
            {m.bench}
          </h4>
          {players.substitutes.length === 0 ? (
            <p className={css.muted}>{m.benchEmpty}</p>
          ) : (
            <ul className={css.benchList} aria-labelledby={benchId}>
              {players.substitutes.map((p) => (
                <li key={p.id} className={css.benchItem}>
                  <span className={css.benchNumber}>{p.number ?? labels.none}</span>
                  <span>{p.name}</span>
                  {p.matchPosition ? <span className={css.muted}>{p.matchPosition}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

export function LineupPitch({ match, players }: { match: Match; players: MatchPlayers }) {
  return (
    <div className={css.lineups}>
      <SidePanel teamName={match.homeTeamName} isTemp={match.homeTeamIsTemp} logo={match.homeTeamLogoUrl} color={match.homeTeamColor} side="home" players={players.homeTeam} />
      <SidePanel teamName={match.awayTeamName} isTemp={match.awayTeamIsTemp} logo={match.awayTeamLogoUrl} color={match.awayTeamColor} side="away" players={players.awayTeam} />
    </div>
  );
}
