/**
 * What the record screen and the members' card say about the games (decision 078's rotation): the
 * game on now, the one that follows from the format, who rests, who keeps goal on a side without a
 * keeper, and who of a side is on the pitch. Pure over the `Scrimmage` read.
 */
import type { VestColour } from '#contract/enums.ts';
import type { Scrimmage, ScrimmageGame } from '#contract/scrimmages.ts';
import { sideVest } from '#src/lib/vest.ts';
import { gamesKept, keeperFor, nextPairing, type Pairing, type SidePairing } from '#machines/scrimmage.rotation.ts';

/** The game playing or paused (one at a time), else null. */
export function currentGame(s: Scrimmage): ScrimmageGame | null {
  return s.games.find((g) => g.state !== 'FINISHED') ?? null;
}

/** The game with the highest number (the one 다시 열기 reopens), else null. */
export function lastGame(s: Scrimmage): ScrimmageGame | null {
  return s.games.reduce<ScrimmageGame | null>((last, g) => (last === null || g.number > last.number ? g : last), null);
}

const finished = (s: Scrimmage) => s.games.filter((g) => g.state === 'FINISHED').sort((a, b) => a.number - b.number);

/** The game after the finished ones, from the format (null before sides are set, or once the scrimmage is over). */
export function nextGame(s: Scrimmage): Pairing | null {
  if (s.state === 'CHECK_IN' || s.state === 'FINISHED' || s.sides.length < 2) return null;
  try {
    return nextPairing(s, finished(s));
  } catch {
    // Settings the rotation cannot follow (an older scrimmage): the runner picks the pairing.
    return s.sideCount === 2 ? { homeSide: 0, awaySide: 1, restingSide: null, why: { kind: 'fixedGames' } } : null;
  }
}

/** Attendee ids of a side now (present, in the order the sides were saved). */
export function sideMembers(s: Scrimmage, side: number): number[] {
  const present = new Set(s.attendees.filter((a) => a.leftAt === null).map((a) => a.id));
  return (s.sides.find((x) => x.side === side)?.attendeeIds ?? []).filter((id) => present.has(id));
}

/**
 * Who keeps goal for each side of `pairing` that has no keeper of its own (`keepers`: attendees whose
 * profile says GK): the side's turn from the games played so far (machines/scrimmage.rotation.ts).
 */
export function rotatingKeepers(s: Scrimmage, pairing: SidePairing, keepers: ReadonlySet<number>): Map<number, number> {
  const kept = gamesKept(finished(s));
  const out = new Map<number, number>();
  for (const side of [pairing.homeSide, pairing.awaySide]) {
    const members = sideMembers(s, side);
    if (members.some((id) => keepers.has(id))) continue;
    const keeper = keeperFor(members, kept);
    if (keeper !== null) out.set(side, keeper);
  }
  return out;
}

/** A side's players in `game`: on the pitch, or off after a substitution (their last change was going off). */
export function playersOnSide(s: Scrimmage, game: ScrimmageGame, side: number): { on: number[]; off: number[] } {
  const last = new Map<number, 'SUB_IN' | 'SUB_OUT'>();
  for (const e of s.events) if (e.gameId === game.id && (e.eventType === 'SUB_IN' || e.eventType === 'SUB_OUT')) last.set(e.attendeeId, e.eventType);
  const ids = [...new Set(game.players.filter((p) => p.side === side).map((p) => p.attendeeId))];
  return { on: ids.filter((id) => last.get(id) !== 'SUB_OUT'), off: ids.filter((id) => last.get(id) === 'SUB_OUT') };
}

/** A side's vest: as the sides were saved, else the settings' colour for that side. */
export function sideColour(s: Scrimmage, side: number): VestColour {
  return s.sides.find((x) => x.side === side)?.vestColour ?? sideVest(s.vestColours, side);
}

/** An attendee's name as the server answered it (탈퇴한 회원 after a withdrawal); '' for an id it does not know. */
export function attendeeName(s: Scrimmage, attendeeId: number | null): string {
  return s.attendees.find((a) => a.id === attendeeId)?.name ?? '';
}
