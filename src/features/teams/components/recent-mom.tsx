/**
 * MOM 투표 on the team page (decision 093): the team's latest votes, each linking to its match or
 * 자체전 — open ones say whether the viewer has voted, closed ones the MOM. Nothing for a team without
 * a vote yet. Loaded apart from the page (its budget, decision 040), after the page's first paint, as
 * 최근 자체전 is.
 */
import type { MomVoteSummary } from '#contract/mom.ts';
import { Section } from '#src/components/common/section.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { momMessages as m } from '#src/lib/messages/mom.ts';
import { recentMomVotesQuery } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '../seoul-dates.ts';
import * as profile from './profile.css.ts';

const pageOf = (teamId: number, v: MomVoteSummary) => (v.matchId !== null ? `/matches/${v.matchId}` : `/teams/${teamId}/scrimmages/${v.scrimmageId}`);

function outcome(v: MomVoteSummary): string {
  if (v.state === 'OPEN') return m.recentOpen(v.voted);
  if (!v.result?.counted) return m.recentNotCounted;
  return v.result.winners.length === 0 ? m.noWinner : m.winner(v.result.winners.map((w) => w.name));
}

export function RecentMom({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const votes = useQuery(recentMomVotesQuery(http, teamId));
  if (!votes.data || votes.data.length === 0) return null;
  return (
    <Section title={m.recentHeading} headingId="section-mom" className={profile.section}>
      <ul className={profile.list}>
        {votes.data.map((v) => (
          <li key={v.id} className={profile.listItem}>
            <div className={profile.itemMain}>
              <span className={profile.itemMeta}>
                {formatInstantDate(v.openedAt)} · {v.opponentName !== null ? m.recentMatch(v.opponentName) : m.recentScrimmage}
              </span>
              <Link href={pageOf(teamId, v)} className={`${profile.plainLink} ${profile.itemTitle}`}>
                {outcome(v)}
              </Link>
            </div>
            <Tag tone={v.state === 'OPEN' ? (v.canVote && !v.voted ? 'green' : 'blue') : 'neutral'}>
              {v.state === 'OPEN' ? (v.canVote && !v.voted ? m.recentGo : m.recentOpenTag) : m.recentClosedTag}
            </Tag>
          </li>
        ))}
      </ul>
    </Section>
  );
}
