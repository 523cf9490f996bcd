/**
 * A member's attendance of the season in one line (decision 092): 참석률, present of the items that
 * counted, and no-shows, from the season's attendance table (the members list reads the same query).
 */
import { attendanceMessages as m } from '#src/lib/messages/attendance.ts';
import { attendanceSeasonQuery } from '#src/lib/queries/attendance.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { panelSeason, SeasonLine } from './season-line.tsx';

export function MemberAttendance({ teamId, userId }: { teamId: number; userId: number }) {
  const { http } = useServices();
  const season = panelSeason();
  const table = useQuery(attendanceSeasonQuery(http, teamId, season));
  const line = (data: NonNullable<typeof table.data>) => {
    const row = data.players.find((p) => p.userId === userId);
    return row && row.counted > 0 ? m.memberLine(row) : null;
  };
  return <SeasonLine heading={m.memberHeading(season)} query={table} failed={m.seasonLoadFailed} line={line} empty={m.memberEmpty} />;
}
