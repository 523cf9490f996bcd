/**
 * Whose names a public link shows (decision 070). A side's players show by name when that side
 * agreed: a temporary team (its guests' names were typed by the admin who shares), or a registered
 * team one of whose admins turned the link on or asked for it too. Another registered team's players
 * show as their initial — the first character of the name, in Korean the surname — beside their
 * number; a person who left Pitchside stays '탈퇴한 회원'.
 */
import type { PublicSide } from '#contract/match-share.ts';
import { withdrawnPersonName } from '#contract/users.ts';

/** Per side, whether the link shows its players' names. */
export type NamesShown = Record<PublicSide, boolean>;

/** The first character of a name (a whole syllable or letter, never half of one). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}

/** A player's name as the public link shows it on `side`. */
export function publicName(name: string, side: PublicSide, shown: NamesShown): string {
  return shown[side] || name === withdrawnPersonName ? name : initialOf(name);
}
