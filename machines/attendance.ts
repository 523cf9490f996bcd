/**
 * Attendance that counts (decision 092): who was present at the team's schedule items, who said 참석
 * and did not come (a no-show), and each person's 참석률 over a season. Pure: the server reads the
 * facts (answers, lineups, check-ins, confirmations) and rolls them up here; the tests walk the rules.
 *
 * - An item counts once it has ended and presence was taken for it (a lineup, a 자체전 check-in or a
 *   confirmation); an item nobody took presence of says nothing about anyone.
 * - Being present always counts (a guest who joined later, someone back early from an injury).
 * - Otherwise an item before the person joined, or on a day they are away (member status: 부상, 휴회),
 *   is not theirs: it counts neither in their 참석률 nor as a no-show.
 */

/** One schedule item's facts. `day` is its Seoul start date (`YYYY-MM-DD`). */
export interface AttendanceItem {
  scheduleId: number;
  day: string;
  ended: boolean;
  /** A lineup, a check-in or a confirmation exists. */
  taken: boolean;
  /** Who answered 참석. */
  attending: readonly number[];
  /** Who was present (in the lineup, checked in, or confirmed). */
  present: readonly number[];
}

/** A person of the roll-up: since when (Seoul date) they belong to the team. */
export interface AttendancePerson {
  userId: number;
  since: string;
}

export interface AttendanceLine {
  userId: number;
  /** Items that count for the person. */
  counted: number;
  present: number;
  /** Said 참석, did not come. */
  noShows: number;
  /** present / counted in whole percent; null when nothing counted. */
  rate: number | null;
}

/** Whether a person is away on a Seoul day (the member-status lane's `isAwayOn`, wired at merge). */
export type IsAway = (userId: number, day: string) => boolean;

export const nobodyAway: IsAway = () => false;

/** Whether an item counts at all: ended, with presence taken. */
export const itemCounts = (item: Pick<AttendanceItem, 'ended' | 'taken'>) => item.ended && item.taken;

/** Each person's line over the items, in the order of `people`. */
export function rollupAttendance(items: readonly AttendanceItem[], people: readonly AttendancePerson[], isAway: IsAway = nobodyAway): AttendanceLine[] {
  const counting = items.filter(itemCounts).map((item) => ({ ...item, presentSet: new Set(item.present), attendingSet: new Set(item.attending) }));
  return people.map(({ userId, since }) => {
    let counted = 0;
    let present = 0;
    let noShows = 0;
    for (const item of counting) {
      if (item.presentSet.has(userId)) {
        counted += 1;
        present += 1;
      } else if (item.day >= since && !isAway(userId, item.day)) {
        counted += 1;
        if (item.attendingSet.has(userId)) noShows += 1;
      }
    }
    return { userId, counted, present, noShows, rate: counted === 0 ? null : Math.round((present * 100) / counted) };
  });
}

/** The no-show alert (a team setting, null: off): due once a season, when a person reaches the threshold. */
export function noShowAlertDue(noShows: number, alertAt: number | null, alreadyAlerted: boolean): boolean {
  return alertAt !== null && !alreadyAlerted && noShows >= alertAt;
}

/** How a person came to be present: the lineup, the 자체전 check-in, or a confirmation by hand. */
export type PresenceSource = 'LINEUP' | 'CHECK_IN' | 'CONFIRMED';

/** A person's presence at one item; a lineup or check-in needs no confirmation (design of issue 53). */
export function presenceSource(
  userId: number,
  facts: { lineup: ReadonlySet<number>; checkedIn: ReadonlySet<number>; confirmed: ReadonlySet<number> },
): PresenceSource | null {
  if (facts.lineup.has(userId)) return 'LINEUP';
  if (facts.checkedIn.has(userId)) return 'CHECK_IN';
  if (facts.confirmed.has(userId)) return 'CONFIRMED';
  return null;
}
