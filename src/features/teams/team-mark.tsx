import { messages } from '#src/lib/messages.ts';
import { teamColorStyle } from '#src/styles/team-color.ts';
import * as css from './teams.css.ts';

/** The team's logo, or a placeholder in the team colour with its first letter (spec §2). */
export function TeamMark({ team, large = false }: { team: { name: string; logoImgUrl: string | null; teamColor: string }; large?: boolean }) {
  const cls = large ? css.markLarge : css.mark;
  if (team.logoImgUrl) return <img className={cls} src={team.logoImgUrl} alt={messages.teams.logoAlt(team.name)} />;
  return (
    <span className={cls} style={teamColorStyle(team.teamColor)} role="img" aria-label={messages.teams.logoAlt(team.name)}>
      <span aria-hidden>{Array.from(team.name.trim())[0] ?? '?'}</span>
    </span>
  );
}
