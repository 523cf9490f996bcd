/** Notice dates as Korean readers write them, in Seoul time: '2026년 5월 20일 (수) 오후 12:00'. */
const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });

export function formatNoticeDateTime(at: string): string {
  return dateTime.format(new Date(at));
}

export function formatNoticeDate(at: string): string {
  return dateOnly.format(new Date(at));
}

/** An edit worth showing: more than a minute after posting (a quick typo fix right away is not news). */
export function wasEdited(notice: { createdAt: string; updatedAt: string }): boolean {
  return new Date(notice.updatedAt).getTime() - new Date(notice.createdAt).getTime() > 60_000;
}
