import { messages } from '#src/lib/messages.ts';
import { teamColorStyle, unknownTeamColor } from '#src/styles/team-color.ts';
import * as css from './team-emblem.css.ts';

export interface TeamEmblemProps {
  team: { name: string; logoImgUrl?: string | null; teamColor?: string | null };
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'square' for a team's own mark (header, cards, profile); 'round' beside a name in lists. */
  shape?: 'round' | 'square';
  /** Next to the team's written name the mark is decoration (the default); alone it names the team. */
  decorative?: boolean;
}

/** A team's logo, or its first letter on the team colour (docs/product.md §2.4: a team without a logo). */
export function TeamEmblem({ team, size = 'md', shape = 'round', decorative = true }: TeamEmblemProps) {
  const squareSize = size === 'xl' ? 'xl' : 'md';
  const cls = shape === 'square' ? `${css.emblem[size]} ${css.square[squareSize]}` : css.emblem[size];
  const label = messages.teams.logoAlt(team.name);
  if (team.logoImgUrl) return <img className={cls} src={team.logoImgUrl} alt={decorative ? '' : label} />;
  return (
    <span
      className={cls}
      style={teamColorStyle(team.teamColor ?? unknownTeamColor)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <span aria-hidden>{Array.from(team.name.trim())[0] ?? '?'}</span>
    </span>
  );
}
