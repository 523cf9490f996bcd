/**
 * A team's schedule as an iCalendar document (RFC 5545) for phone calendars that subscribe to it.
 * The feed is a document the server writes itself, so its few Korean words live here (the same
 * wording as the app's kind labels): the kind as a "[경기]" prefix, since calendar apps show only
 * the summary in their month view.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ScheduleKind } from '#contract/enums.ts';
import type { ScheduleFields } from './rules.ts';
import { seoulDate, seoulZone } from '#contract/seoul-time.ts';
import { SeoulTime, seoulVtimezone } from './seoul-time.ts';

export const kindLabels: Record<ScheduleKind, string> = { MATCH: '경기', TRAINING: '훈련', SOCIAL: '친목', OTHER: '기타', SCRIMMAGE: '자체전' };

/** A stored item as the feed shows it (its match link is not part of a calendar event). */
export type FeedItem = Omit<ScheduleFields, 'matchId'> & { id: number };

export interface CalendarDocument {
  teamId: number;
  teamName: string;
  items: FeedItem[];
  /** The app's origin, for each event's link back to its day on the schedule page. */
  appOrigin: string;
  /** When the document is made (DTSTAMP). */
  now: Date;
}

/** Calendar apps re-fetch a subscription at the interval the feed suggests; an hour keeps changes close. */
const refreshSeconds = 60 * 60;

export const scheduleUid = (id: number) => `schedule-${id}@pitchside`;

export function calendarDocument({ teamId, teamName, items, appOrigin, now }: CalendarDocument): string {
  const calendar = ical({
    name: teamName,
    prodId: { company: 'Pitchside', product: 'Team schedule', language: 'KO' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time. Each event names its zone instead.
    timezone: { name: null, generator: seoulVtimezone },
    ttl: refreshSeconds,
  });
  for (const item of items) {
    const day = new URL(`/teams/${teamId}/schedules`, appOrigin);
    day.searchParams.set('date', seoulDate(item.startAt));
    calendar.createEvent({
      id: scheduleUid(item.id),
      start: new SeoulTime(item.startAt),
      end: new SeoulTime(item.endAt),
      timezone: seoulZone,
      stamp: now,
      summary: `[${kindLabels[item.kind]}] ${item.title}`,
      location: item.place,
      description: item.note,
      url: day.toString(),
    });
  }
  return calendar.toString();
}
