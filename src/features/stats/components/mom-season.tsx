/**
 * The season's MOM (decision 093) beside the season table: each member's MOM awards and their points
 * from the team's counted votes (matches and 자체전 alike), most awards first. Nothing before the
 * season's first counted vote.
 */
import { MiniCell, MiniTable } from '#src/components/common/mini-table.tsx';
import { Section } from '#src/components/common/section.tsx';
import { momMessages as m } from '#src/lib/messages/mom.ts';
import { momSeasonQuery } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

export function MomSeason({ teamId, season }: { teamId: number; season: number }) {
  const { http } = useServices();
  const headingId = useId();
  const stats = useQuery(momSeasonQuery(http, teamId, season));
  if (!stats.data || stats.data.rows.length === 0) return null;
  return (
    <Section title={m.seasonHeading} headingId={headingId}>
      <MiniTable columns={[m.playerColumn, m.awardsColumn, m.pointsColumn]} labelledBy={headingId} scrollLabelledBy={headingId}>
        {stats.data.rows.map((row) => (
          <tr key={row.userId}>
            <MiniCell rowHeader>{row.name}</MiniCell>
            <MiniCell strong>{m.awards(row.awards)}</MiniCell>
            <MiniCell>{m.points(row.points)}</MiniCell>
          </tr>
        ))}
      </MiniTable>
    </Section>
  );
}
