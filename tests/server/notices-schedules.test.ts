import { beforeAll, describe, expect, it } from 'vitest';
import { notices, schedules } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { htmlToText, noticePreview } from '#server/routes/notices.ts';
import { body, call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const member = seedPerson('lee-seojun');
const admin = seedPerson('kim-minjun');

interface Item {
  id: number;
  title: string;
  preview: string;
  isImportant: boolean;
  authorId: number | null;
  authorName: string;
  createdAt: string;
}
type Page = { content: Item[]; page: number; size: number; totalElements: number };

describe('notices (read)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenFor(t, member.id);
    // A long notice with markup, entities and a literal % in its text.
    await t.database.db.insert(notices).values({
      teamId: 1,
      authorId: null,
      title: '긴 공지',
      isImportant: false,
      createdAt: new Date('2026-05-19T00:00:00Z'),
      updatedAt: new Date('2026-05-19T00:00:00Z'),
      content: `<h2>회비 50% 할인</h2><p>A&amp;B 구장 &lt;확정&gt;</p><p>${'가'.repeat(100)}</p>`,
    });
  });
  const list = async (query = '') => {
    const response = await call(t, 'GET', `/api/v1/teams/1/notices?${query}`, { token });
    expect(response.status, query).toBe(200);
    return (await body<Page>(response)).data;
  };

  it("lists the team's notices newest first, with a plain-text preview and the author", async () => {
    const data = await list();
    expect(data).toMatchObject({ page: 0, size: 20, totalElements: 6 });
    expect(data.content.map((n) => n.title)).toEqual([
      '긴 공지',
      '망원 구장 주차 안내',
      '새 유니폼 사이즈 조사',
      '경기 당일 집합 시간은 킥오프 40분 전입니다',
      '봄맞이 친선전 결과',
      '2025 시즌 회비 안내',
    ]);
    expect(data.content[5]).toMatchObject({
      isImportant: true,
      authorId: admin.id,
      authorName: '김민준',
      preview: '올해 회비는 월 3만 원입니다. 매월 5일까지 팀 계좌로 입금해주세요.',
    });
    expect(data.content[0]).toMatchObject({ authorId: null, authorName: '알 수 없음' });
    const text = '회비 50% 할인 A&B 구장 <확정> ';
    expect(data.content[0].preview).toBe(`${text}${'가'.repeat(80 - [...text].length)}…`);
  });

  it('sorts oldest first, filters important ones and pages', async () => {
    expect((await list('sortType=OLDEST')).content[0].title).toBe('2025 시즌 회비 안내');
    expect((await list('isImportant=true')).content.map((n) => n.title)).toEqual(['경기 당일 집합 시간은 킥오프 40분 전입니다', '2025 시즌 회비 안내']);
    expect((await list('isImportant=false')).totalElements).toBe(4);
    const second = await list('page=1&size=4');
    expect(second).toMatchObject({ page: 1, size: 4, totalElements: 6 });
    expect(second.content.map((n) => n.title)).toEqual(['봄맞이 친선전 결과', '2025 시즌 회비 안내']);
  });

  it('searches the title and the body text, not its markup, with % taken literally', async () => {
    const titles = async (keyword: string, extra = '') => (await list(`searchKeyword=${encodeURIComponent(keyword)}${extra}`)).content.map((n) => n.title);
    expect(await titles('회비')).toEqual(['긴 공지', '2025 시즌 회비 안내']);
    expect(await titles('3만 원')).toEqual(['2025 시즌 회비 안내']);
    expect(await titles('주차')).toEqual(['망원 구장 주차 안내']);
    expect(await titles('strong')).toEqual([]);
    expect(await titles('50%')).toEqual(['긴 공지']);
    expect(await titles('5_%')).toEqual([]);
    expect(await titles('회비', '&isImportant=true')).toEqual(['2025 시즌 회비 안내']);
  });

  it("reads one notice with its HTML body; another team's notice is 404 5010", async () => {
    const [first] = (await list('sortType=OLDEST')).content;
    const response = await call(t, 'GET', `/api/v1/teams/1/notices/${first.id}`, { token });
    expect((await body(response)).data).toMatchObject({
      id: first.id,
      title: '2025 시즌 회비 안내',
      content: '<p>올해 회비는 <strong>월 3만 원</strong>입니다. 매월 5일까지 팀 계좌로 입금해주세요.</p>',
    });
    const gwanakToken = await tokenFor(t, seedPerson('lee-junho').id);
    const gwanakNotices = (await body<Page>(await call(t, 'GET', '/api/v1/teams/2/notices', { token: gwanakToken }))).data;
    const elsewhere = await call(t, 'GET', `/api/v1/teams/1/notices/${gwanakNotices.content[0].id}`, { token });
    expect(elsewhere.status).toBe(404);
    expect(await body(elsewhere)).toMatchObject({ code: 5010 });
  });

  it('turns markup into text for previews', () => {
    expect(htmlToText('<p>a<br>b</p><ul><li>c</li></ul><script>x()</script>&quot;q&quot; &#65;&#x42; &bogus;')).toBe('a b c "q" AB &bogus;');
    expect(noticePreview('<p>짧은 글</p>')).toBe('짧은 글');
    expect([...noticePreview(`<p>${'😀'.repeat(90)}</p>`)]).toHaveLength(81);
  });
});

describe('schedules (read)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenFor(t, member.id);
    await t.database.db.insert(schedules).values([
      // 23:30 on May 31st in Seoul is still May 31st there (14:30 UTC).
      { teamId: 1, title: '늦은 회의', kind: 'OTHER', startAt: new Date('2026-05-31T23:30:00+09:00'), endAt: new Date('2026-05-31T23:50:00+09:00') },
      // A three-day camp from April 30th to May 2nd.
      { teamId: 1, title: '전지훈련', kind: 'TRAINING', startAt: new Date('2026-04-30T09:00:00+09:00'), endAt: new Date('2026-05-02T18:00:00+09:00') },
      // Ends exactly when June 1st begins: not part of June.
      { teamId: 1, title: '자정까지', kind: 'SOCIAL', startAt: new Date('2026-05-31T22:00:00+09:00'), endAt: new Date('2026-06-01T00:00:00+09:00') },
    ]);
  });
  type Item = {
    title: string;
    startAt: string;
    kind: string;
    matchId: number | null;
    attendance: { attend: number; absent: number; undecided: number; myAnswer: string | null };
  };
  const range = async (startDate: string, endDate: string, as = token) => {
    const response = await call(t, 'GET', `/api/v1/teams/1/schedules?startDate=${startDate}&endDate=${endDate}`, { token: as });
    expect(response.status, `${startDate}..${endDate}`).toBe(200);
    return (await body<Item[]>(response)).data;
  };

  it("lists the items of a range of Seoul days in start order, with attendance and the caller's answer", async () => {
    const items = await range('2026-05-20', '2026-05-26');
    // The seed's next-Sunday 자체전 (decision 079) falls in this week too, before the match.
    expect(items.map((i) => i.title)).toEqual(['정기 훈련', '일요 자체전', '서울 주말리그 5라운드']);
    expect(items[0]).toMatchObject({
      kind: 'TRAINING',
      startAt: '2026-05-22T11:00:00.000Z',
      attendance: { attend: 6, absent: 2, undecided: 1, myAnswer: 'ABSENT' },
    });
    expect(items[1]).toMatchObject({ kind: 'SCRIMMAGE', attendance: { attend: 8, absent: 1, undecided: 2 } });
    expect(items[2]).toMatchObject({ kind: 'MATCH', matchId: expect.any(Number), attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null } });
    const mine = await range('2026-05-22', '2026-05-22', await tokenFor(t, admin.id));
    expect(mine.map((i) => i.attendance.myAnswer)).toEqual(['ATTEND']);
  });

  it('includes an item late on the last day and one that started before the range', async () => {
    expect((await range('2026-05-31', '2026-05-31')).map((i) => i.title)).toEqual(['자정까지', '늦은 회의']);
    expect((await range('2026-06-01', '2026-06-30')).map((i) => i.title)).toEqual(['정기 훈련', '정기 훈련']);
    expect((await range('2026-05-02', '2026-05-02')).map((i) => i.title)).toEqual(['전지훈련']);
    expect((await range('2026-05-03', '2026-05-10')).map((i) => i.title)).toEqual([]);
  });

  it('refuses a range that ends before it starts or is longer than 366 days, naming endDate', async () => {
    for (const [start, end] of [
      ['2026-05-10', '2026-05-09'],
      ['2026-01-01', '2027-01-02'],
    ]) {
      const response = await call(t, 'GET', `/api/v1/teams/1/schedules?startDate=${start}&endDate=${end}`, { token });
      expect(response.status).toBe(400);
      expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['endDate']);
    }
    expect((await range('2028-01-01', '2028-12-31')).length).toBe(0);
  });

  it('names a missing or impossible date', async () => {
    const missing = await call(t, 'GET', '/api/v1/teams/1/schedules?startDate=2026-05-01', { token });
    expect((await body<{ field: string }[]>(missing)).data.map((f) => f.field)).toEqual(['endDate']);
    const impossible = await call(t, 'GET', '/api/v1/teams/1/schedules?startDate=2026-02-30&endDate=2026-03-01', { token });
    expect(impossible.status).toBe(400);
    expect((await body<{ field: string }[]>(impossible)).data.map((f) => f.field)).toEqual(['startDate']);
  });
});
