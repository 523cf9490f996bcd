/** Display rules of invite codes: 'N일 후 만료' / '만료 없음', 'N/M회' / 'N회 사용', and dates. */
import type { InviteCode } from '#contract/teams.ts';
import { teamAdminMessages } from '#src/lib/messages/team-admin.ts';

const t = teamAdminMessages;
const dayMs = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}. ${pad(d.getMonth() + 1)}. ${pad(d.getDate())}`;
}

/** Whole days left, rounded up: anything left today still reads '1일 후 만료'. */
export function expiryText(code: Pick<InviteCode, 'expiresAt'>, now: number = Date.now()): string {
  if (code.expiresAt === null) return t.noExpiry;
  const left = new Date(code.expiresAt).getTime() - now;
  if (left <= 0) return t.expired;
  return t.expiresIn(Math.ceil(left / dayMs));
}

export function isExpired(code: Pick<InviteCode, 'expiresAt'>, now: number = Date.now()): boolean {
  return code.expiresAt !== null && new Date(code.expiresAt).getTime() <= now;
}

export function usesText(code: Pick<InviteCode, 'useCount' | 'maxUses'>): string {
  return code.maxUses === null ? t.usesUnlimited(code.useCount) : t.uses(code.useCount, code.maxUses);
}

/** Still opens the way in: not expired and not used up (only these are worth sharing). */
export function isActive(code: Pick<InviteCode, 'expiresAt' | 'useCount' | 'maxUses'>, now: number = Date.now()): boolean {
  return !isExpired(code, now) && (code.maxUses === null || code.useCount < code.maxUses);
}

/**
 * The link a new member opens to join with the code (the join page reads `code`; signing up on the
 * way keeps it, decision 028).
 */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/teams/join?code=${encodeURIComponent(code)}`;
}

/** What the phone's share sheet gets (`navigator.share`): a short Korean line and the link. */
export function inviteShareData(code: string, teamName: string | null, origin: string = window.location.origin): ShareData {
  return { title: t.shareTitle, text: t.shareText(teamName), url: inviteLink(code, origin) };
}
