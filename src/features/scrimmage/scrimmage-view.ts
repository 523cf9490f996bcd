/** What the 자체전 page derives from a scrimmage to show it: who runs it, its time in Seoul, its players by side. */
import type { VestColour } from '#contract/enums.ts';
import type { Scrimmage } from '#contract/scrimmages.ts';
import { longDate } from '#src/lib/match-format.ts';
import { sideVest } from '#src/lib/vest.ts';

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const seoulTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2030년 6월 16일 (일) 08:00 – 10:00' in Seoul. */
export function seoulDayTime(startAt: string, endAt: string): string {
  const start = new Date(startAt);
  return `${longDate(seoulDay.format(start))} ${seoulTime.format(start)} – ${seoulTime.format(new Date(endAt))}`;
}

/** '2030년 6월 16일 (일) 08:00' in Seoul. */
export function seoulDayStart(startAt: string): string {
  const start = new Date(startAt);
  return `${longDate(seoulDay.format(start))} ${seoulTime.format(start)}`;
}

/** Whether the viewer checks in and splits sides: the team's admin, or the member named to run it (decision 079). */
export function canRun(scrimmage: Pick<Scrimmage, 'runnerId'>, viewer: { userId: number | null; isAdmin: boolean }): boolean {
  return viewer.isAdmin || (viewer.userId !== null && scrimmage.runnerId === viewer.userId);
}

export interface ShownSide {
  side: number;
  colour: VestColour;
  attendeeIds: number[];
}

/** The saved sides in side order, each with its vest. */
export function shownSides(scrimmage: Pick<Scrimmage, 'sides' | 'vestColours'>): ShownSide[] {
  return [...scrimmage.sides]
    .sort((a, b) => a.side - b.side)
    .map((s) => ({ side: s.side, colour: s.vestColour ?? sideVest(scrimmage.vestColours, s.side), attendeeIds: [...s.attendeeIds] }));
}

/** The name of each attendee by id. */
export function namesById(scrimmage: Pick<Scrimmage, 'attendees'>): Map<number, string> {
  return new Map(scrimmage.attendees.map((a) => [a.id, a.name]));
}
