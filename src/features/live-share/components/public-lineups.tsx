/** The public page's 명단: each team's starters and substitutes, number and name only. */
import type { PublicMatchSnapshot, PublicPlayer, PublicSide } from '#contract/match-share.ts';
import { liveShareMessages as m } from '#src/lib/messages/live-share.ts';
import { useId } from 'react';
import * as css from '../live-share.css.ts';

export function PublicLineups({
  lineups,
  names,
  namesShown,
}: {
  lineups: PublicMatchSnapshot['lineups'];
  names: Record<PublicSide, string>;
  namesShown: PublicMatchSnapshot['namesShown'];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={css.sectionTitle}>
        {m.lineups}
      </h2>
      <div className={css.lineups}>
        <TeamLineup name={names.HOME} lineup={lineups.home} named={namesShown.home} />
        <TeamLineup name={names.AWAY} lineup={lineups.away} named={namesShown.away} />
      </div>
    </section>
  );
}

function TeamLineup({ name, lineup, named }: { name: string; lineup: PublicMatchSnapshot['lineups']['home']; named: boolean }) {
  const headingId = useId();
  const empty = lineup.starters.length + lineup.substitutes.length === 0;
  return (
    <section aria-labelledby={headingId} className={css.lineup}>
      <h3 id={headingId} className={css.period}>
        {name}
      </h3>
      {named ? null : <p className={css.muted}>{m.initialsNote}</p>}
      {empty ? (
        <p className={css.muted}>{m.lineupEmpty}</p>
      ) : (
        <>
          <Players label={`${name} ${m.starters}`} title={m.starters} players={lineup.starters} />
          {lineup.substitutes.length > 0 ? <Players label={`${name} ${m.substitutes}`} title={m.substitutes} players={lineup.substitutes} /> : null}
        </>
      )}
    </section>
  );
}

function Players({ label, title, players }: { label: string; title: string; players: readonly PublicPlayer[] }) {
  return (
    <>
      <p className={css.muted}>{title}</p>
      <ul aria-label={label} className={css.players}>
        {players.map((p) => (
          <li key={p.id} className={css.player}>
            <span className={css.number}>{p.number ?? '-'}</span>
            <span>{p.name}</span>
            <span className={css.muted}>{p.matchPosition ?? ''}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
