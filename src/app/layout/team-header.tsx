import logoUrl from '#src/assets/logo.svg';
import type { MyTeam } from '#contract/users.ts';
import { messages, roleLabel, teamDisplayName } from '#src/lib/messages.ts';
import { teamColorStyle } from '#src/styles/team-color.ts';
import * as css from './sidebar.css.ts';

/** A team's logo, or its first letter on the team colour when it has none (spec §2). */
export function TeamMark({ team }: { team: Pick<MyTeam, 'name' | 'logoImgUrl' | 'teamColor'> }) {
  if (team.logoImgUrl) return <img className={css.logo} src={team.logoImgUrl} alt="" />;
  return (
    <span className={css.placeholder} style={teamColorStyle(team.teamColor)} aria-hidden>
      {Array.from(team.name.trim())[0] ?? '?'}
    </span>
  );
}

export interface TeamHeaderProps {
  team: MyTeam | null;
  userName: string | null;
  /** Collapsed: only the mark, the texts are left out. */
  expanded: boolean;
}

/** The sidebar's header: team logo, name ('[임시]' for temporary teams), role label, user name. */
export function TeamHeader({ team, userName, expanded }: TeamHeaderProps) {
  const name = team ? teamDisplayName(team) : messages.nav.noTeam;
  return (
    <div className={css.header} aria-label={expanded ? undefined : name} role={expanded ? undefined : 'img'}>
      {team ? <TeamMark team={team} /> : <img className={css.logo} src={logoUrl} alt="" />}
      {expanded ? (
        <div className={css.headerText}>
          <span className={css.teamName}>{name}</span>
          <span className={css.meta}>
            <span className={css.roleBadge}>{roleLabel(team?.teamRole)}</span>
            {userName ? <span>{userName}</span> : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
