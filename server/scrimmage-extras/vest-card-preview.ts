/**
 * What a vest card's link shows when pasted into KakaoTalk (decision 080): the team's name and the
 * day of the scrimmage, nothing about anyone on it — the names are on the page, behind the link.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { teams } from '../db/schema.ts';
import type { SharePreview } from '../matches/share-preview.ts';
import type { ScrimmageReads } from './reads.ts';
import { vestCardExpired } from './vest-card.ts';
import { vestCardOf } from './vest-card-links.ts';

/** The day in Asia/Seoul, as the page says it: `2026년 5월 3일`. */
const seoulDay = (at: Date): string => {
  const seoul = new Date(at.getTime() + 9 * 60 * 60 * 1000);
  return `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
};

/** The preview of the card a token names; null when it names none or no longer answers. */
export async function vestCardPreview(db: Db, reads: ScrimmageReads, token: string, now: Date): Promise<SharePreview | null> {
  const card = await vestCardOf(db, token);
  const scrimmage = card && (await reads.scrimmage(card.scrimmageId));
  if (!card || !scrimmage || scrimmage.teamId !== card.teamId || vestCardExpired(scrimmage, now)) return null;
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, card.teamId));
  return { title: `${team.name} 오늘의 조끼`, description: `${seoulDay(scrimmage.startAt)} 자체전 · Pitchside` };
}
