/**
 * The 오늘의 조끼 card a public link shows (decision 080): the team's name, the date and ground, and
 * each side's vest colour with its players' names — nothing else of a person (no id, photo, level,
 * number). Sharing the card is the team's consent for its members' names on it, as a match link's is
 * (decision 070); names are read when the card is read, so a member who left Pitchside reads
 * 탈퇴한 회원 from then on, and a guest's typed name shows as typed. The card stops answering 7 days
 * after the scrimmage's end, as a match link does after full time.
 */
import type { PublicVestCard } from '#contract/scrimmage-extras.ts';
import { withdrawnPersonName } from '#contract/users.ts';
import type { AttendeeRow, ScrimmageFacts } from './reads.ts';

/** How many days after the scrimmage's end its card answers. */
export const vestCardDays = 7;

/** Whether a card no longer answers at `now`. */
export const vestCardExpired = (scrimmage: Pick<ScrimmageFacts, 'endAt'>, now: Date): boolean =>
  now.getTime() >= scrimmage.endAt.getTime() + vestCardDays * 24 * 60 * 60 * 1000;

/** A member as the card reads them: their name now, and whether they left Pitchside. */
export type CardPerson = { name: string; withdrawn: boolean };

/** The card's answer; `people` holds the members among the attendees (a missing one reads 탈퇴한 회원). */
export function vestCardAnswer(
  teamName: string,
  scrimmage: ScrimmageFacts,
  attendees: readonly AttendeeRow[],
  people: ReadonlyMap<number, CardPerson>,
): PublicVestCard {
  const nameOf = (a: AttendeeRow): string => {
    if (a.userId === null) return a.guestName ?? '';
    const person = people.get(a.userId);
    return !person || person.withdrawn ? withdrawnPersonName : person.name;
  };
  return {
    teamName,
    startAt: scrimmage.startAt.toISOString(),
    place: scrimmage.place,
    sides: [...scrimmage.sides]
      .sort((a, b) => a.side - b.side)
      .map(({ side, vestColour }) => ({
        side,
        vestColour,
        names: attendees
          .filter((a) => a.side === side)
          .map(nameOf)
          .sort((a, b) => a.localeCompare(b, 'ko')),
      })),
  };
}
