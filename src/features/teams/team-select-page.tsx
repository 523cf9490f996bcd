/** `/teams/select`: my teams with my role; choosing one makes it current and opens it. */
import { PlainButton } from '#src/components/ui/button.tsx';
import { useLocation } from 'wouter';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { messages, roleLabel, teamDisplayName } from '#src/lib/messages.ts';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import * as css from './teams.css.ts';

export function TeamSelectPage() {
  const m = messages.teams;
  const [, navigate] = useLocation();
  const { teams, isLoading, setCurrentTeamId } = useCurrentTeam();

  if (isLoading) return <Loading />;

  if (teams.length === 0) {
    return (
      <div className={css.page}>
        <section className={css.empty}>
          <h2 className={css.heading}>{m.emptyHeading}</h2>
          <p className={css.lead}>{m.emptyBody}</p>
          <div className={css.actions}>
            <ButtonLink variant="primary" href="/teams/join">
              {m.join}
            </ButtonLink>
            <ButtonLink href="/teams/create">{m.create}</ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={css.page}>
      <div>
        <h2 className={css.heading}>{m.selectHeading}</h2>
        <p className={css.lead}>{m.selectLead}</p>
      </div>
      <ul className={css.grid}>
        {teams.map((team) => (
          <li key={team.id}>
            <PlainButton
              className={css.teamCard}
              aria-label={m.choose(teamDisplayName(team))}
              onPress={() => {
                setCurrentTeamId(team.id);
                navigate(`/teams/${team.id}`);
              }}
            >
              <TeamEmblem team={team} shape="square" decorative={false} />
              <span className={css.cardText}>
                <span className={css.cardName}>{teamDisplayName(team)}</span>
                <span className={css.role}>{roleLabel(team.teamRole)}</span>
              </span>
            </PlainButton>
          </li>
        ))}
      </ul>
      <div className={css.actions}>
        <ButtonLink href="/teams/join">{m.join}</ButtonLink>
        <ButtonLink href="/teams/create">{m.create}</ButtonLink>
      </div>
    </div>
  );
}
