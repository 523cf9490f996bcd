// Inlined (a data: URL, 0.6 KB): on a phone network a request costs more than the bytes.
import logoUrl from '#src/assets/logo.svg?inline';
import type { MyTeam } from '#contract/users.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { messages, roleLabel, teamDisplayName } from '#src/lib/messages.ts';
import * as css from './sidebar.css.ts';

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
      {team ? <TeamEmblem team={team} shape="square" /> : <img className={css.logo} src={logoUrl} alt="" />}
      {expanded ? (
        <div className={css.headerText}>
          <span className={css.teamName}>{name}</span>
          <span className={css.meta}>
            {/* A signed-in person without a team has no role; 비회원 is the signed-out visitor's word. */}
            {team ? <span className={css.roleBadge}>{roleLabel(team.teamRole)}</span> : null}
            {userName ? <span>{userName}</span> : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
