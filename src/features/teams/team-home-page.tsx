/**
 * `/teams/{teamId}`: a minimal team home from getTeam (logo or colour placeholder, name, region,
 * founded year, member count, uniform colours). The full profile comes with its own issue.
 */
import { useQuery } from '@tanstack/react-query';
import { Loading } from '#src/components/ui/loading.tsx';
import { teamQuery } from '#src/lib/account.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { cssVarName } from '#src/styles/team-color.ts';
import { vars } from '#src/styles/theme.css.ts';
import { Redirect } from 'wouter';
import { TeamMark } from './team-mark.tsx';
import * as css from './teams.css.ts';

function Swatch({ label, color }: { label: string; color: string }) {
  return (
    <span className={css.swatch}>
      <span className={css.swatchColor} style={{ [cssVarName(vars.color.team)]: color }} aria-hidden />
      <span>
        {label} <span>{color.toUpperCase()}</span>
      </span>
    </span>
  );
}

export function TeamHomePage({ params }: { params: Record<string, string> }) {
  const m = messages.teams;
  const { http } = useServices();
  const team = useQuery(teamQuery(http, Number(params.teamId)));

  if (team.isPending) return <Loading />;
  if (team.isError) return <Redirect to="/error" replace />;
  const t = team.data;

  return (
    <div className={css.page}>
      <section className={css.hero} aria-labelledby="team-name">
        <TeamMark team={t} large />
        <div className={css.heroText}>
          <h2 id="team-name" className={css.heading}>
            {teamDisplayName(t)}
          </h2>
          {t.description ? <p className={css.lead}>{t.description}</p> : null}
        </div>
      </section>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>{m.region}</dt>
          <dd className={css.factValue}>{t.region ?? m.none}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{m.foundedYear}</dt>
          <dd className={css.factValue}>{t.foundedYear ? m.year(t.foundedYear) : m.none}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{m.memberCount}</dt>
          <dd className={css.factValue}>{m.members(t.memberCount)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{m.uniform}</dt>
          <dd className={css.factValue}>
            <span className={css.uniform}>
              <Swatch label={m.uniformTop} color={t.teamColor} />
              <Swatch label={m.uniformBottom} color={t.bottomColor} />
              <Swatch label={m.uniformSocks} color={t.stockingColor} />
            </span>
          </dd>
        </div>
      </dl>
      <p className={css.note}>{m.fullProfileSoon}</p>
    </div>
  );
}
