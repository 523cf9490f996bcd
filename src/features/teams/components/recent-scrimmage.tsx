/**
 * 최근 자체전 on the team page (decision 087): the team's latest finished 자체전 — its date and games,
 * each side's record in one line with its vest, and the viewer's own line when they played — linking
 * to the scrimmage's page. Nothing at all for a team without one. Loaded apart from the page (its
 * budget, decision 040), after the page's first paint.
 */
import type { ScrimmageListItem } from '#contract/scrimmages.ts';
import { Section } from '#src/components/common/section.tsx';
import { VestSwatch } from '#src/components/common/side-badge.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { scrimmageLineMessages as m } from '#src/lib/messages/scrimmage-lines.ts';
import { latestScrimmageQuery, scrimmageResultsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { sideLabel } from '#src/lib/vest.ts';
import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '../seoul-dates.ts';
import * as profile from './profile.css.ts';
import * as css from './recent-scrimmage.css.ts';

export function RecentScrimmage({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const latest = useQuery(latestScrimmageQuery(http, teamId));
  // A team that plays no 자체전 sees no block (nor an error for a list it never needed).
  if (!latest.data) return null;
  return <RecentScrimmageCard teamId={teamId} scrimmage={latest.data} />;
}

function RecentScrimmageCard({ teamId, scrimmage }: { teamId: number; scrimmage: ScrimmageListItem }) {
  const { http } = useServices();
  const results = useQuery(scrimmageResultsQuery(http, teamId, scrimmage.id));
  const sides = [...(results.data?.sides ?? [])].sort((a, b) => b.points - a.points || a.side - b.side);
  return (
    <Section
      title={m.recentHeading}
      headingId="section-scrimmage"
      className={profile.section}
      aside={
        <Link href={`/teams/${teamId}/scrimmages/${scrimmage.id}`} className={profile.moreLink} aria-label={m.moreLabel}>
          {m.more}
        </Link>
      }
    >
      <span className={profile.itemMeta}>{m.when(formatInstantDate(scrimmage.startAt), scrimmage.gamesPlayed)}</span>
      <span className={profile.itemTitle}>{scrimmage.title}</span>
      {results.isError ? <p className={css.muted}>{m.failed}</p> : null}
      {sides.length > 0 ? (
        <ul className={css.sides} aria-label={m.sidesLabel}>
          {sides.map((line) => (
            <li key={line.side} className={css.side}>
              {line.vestColour ? <VestSwatch colour={line.vestColour} /> : null}
              <span className={css.sideName}>{line.vestColour ? sideLabel(line.vestColour) : null}</span>
              <span>{m.sideLine(line)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {scrimmage.myLine && scrimmage.myLine.gamesPlayed > 0 ? <p className={css.mine}>{m.myLine(scrimmage.myLine)}</p> : null}
    </Section>
  );
}
