/**
 * Notice dates as Korean readers write them, in Seoul time: '2026년 5월 20일 (수) 오후 12:00'.
 * Built by hand rather than with Intl: runtimes with reduced locale data print 'PM' and drop the
 * brackets, and these strings are shown (and tested) the same everywhere.
 */
import { seoulWallClock } from '#contract/seoul-time.ts';

const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

export function formatNoticeDate(at: string): string {
  const d = seoulWallClock(at);
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
}

export function formatNoticeDateTime(at: string): string {
  const d = seoulWallClock(at);
  const hours = d.getUTCHours();
  const half = hours < 12 ? '오전' : '오후';
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatNoticeDate(at)} (${weekdays[d.getUTCDay()]}) ${half} ${clock}`;
}

/** An edit worth showing: more than a minute after posting (a quick typo fix right away is not news). */
export function wasEdited(notice: { createdAt: string; updatedAt: string }): boolean {
  return new Date(notice.updatedAt).getTime() - new Date(notice.createdAt).getTime() > 60_000;
}
