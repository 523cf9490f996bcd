// @vitest-environment jsdom
import type { Schedule, ScheduleAttendance } from '#contract/schedules.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';
import { scheduleKeys } from '#src/lib/queries/keys.ts';

const member = [myTeam({ id: 1, teamRole: 'USER' })];
const admin = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];

/** An item far in the future (open for answers) unless its times say otherwise. Times are instants; 01:00Z is 10:00 in Seoul. */
function item(over: Partial<Schedule> = {}): Schedule {
  return {
    id: 11,
    teamId: 1,
    title: '일요 리그 3라운드',
    kind: 'MATCH',
    startAt: '2030-06-16T01:00:00.000Z',
    endAt: '2030-06-16T03:00:00.000Z',
    place: '망원한강공원 축구장',
    note: '8시 50분까지 집합',
    matchId: 5,
    scrimmageId: null,
    attendance: { attend: 3, absent: 1, undecided: 0, myAnswer: null },
    ...over,
  };
}

const training = item({
  id: 12,
  title: '정기 훈련',
  kind: 'TRAINING',
  startAt: '2030-06-12T11:00:00.000Z',
  endAt: '2030-06-12T13:00:00.000Z',
  note: null,
  matchId: null,
  scrimmageId: null,
});

function handlers(items: Schedule[], extra: Handlers = {}): Handlers {
  return { listSchedules: () => items, ...extra };
}

const calendar = () => screen.findByRole('application', { name: /팀 일정 달력/ });
const dayPanel = (heading: string) => screen.findByRole('region', { name: heading });
const click = (element: Element) => act(() => fireEvent.click(element));

describe('/teams/{id}/schedules calendar', () => {
  it('shows the month in Korean with weeks from Sunday, asks for the whole weeks shown, and puts chips on the days', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-12', teams: member, handlers: handlers([item(), training]) });
    const grid = within(await calendar()).getByRole('grid');
    // React Aria hides the short header from screen readers (each day's name says its weekday); the eye reads it.
    expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(screen.getByRole('application', { name: '팀 일정 달력, 2030년 6월' })).toBeTruthy();
    // June 2030 starts on a Saturday and ends on a Sunday: the grid runs from Sunday 26 May to Saturday 6 July.
    await waitFor(() =>
      expect(app.callsTo('listSchedules')[0]).toEqual(
        expect.objectContaining({ params: { id: 1 }, query: { startDate: '2030-05-26', endDate: '2030-07-06' } }),
      ),
    );
    const sunday16 = within(grid).getByRole('button', { name: /2030년 6월 16일 일요일/ });
    expect(await within(sunday16).findByText('일요 리그 3라운드')).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { selected: true }).textContent).toContain('12');
  });

  it('shows the selected day: kind, title, Seoul times, place, note and the match link', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: member, handlers: handlers([item(), training]) });
    const panel = await dayPanel('6월 16일 (일)');
    expect(await within(panel).findByText('등록된 일정 1개')).toBeTruthy();
    const card = within(panel).getByRole('article', { name: '일요 리그 3라운드' });
    expect(within(card).getByText('경기')).toBeTruthy();
    expect(within(card).getByText('10:00 – 12:00')).toBeTruthy();
    expect(within(card).getByText('망원한강공원 축구장')).toBeTruthy();
    expect(within(card).getByText('8시 50분까지 집합')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '경기 정보 보기' }).getAttribute('href')).toBe('/matches/5');
    expect(within(panel).queryByText('정기 훈련')).toBeNull();
  });

  it('says so when the day has nothing', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-13', teams: member, handlers: handlers([item(), training]) });
    const panel = await dayPanel('6월 13일 (목)');
    expect(await within(panel).findByText('등록된 일정이 없습니다.')).toBeTruthy();
  });

  it('lists an item that runs past midnight on both days, with its last day', async () => {
    const night = item({ id: 13, title: '밤샘 풋살', kind: 'OTHER', startAt: '2030-06-14T13:00:00.000Z', endAt: '2030-06-14T16:00:00.000Z', matchId: null });
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-15', teams: member, handlers: handlers([night]) });
    const panel = await dayPanel('6월 15일 (토)');
    const card = await within(panel).findByRole('article', { name: '밤샘 풋살' });
    expect(within(card).getByText('22:00 – 6월 15일 (토)까지 01:00')).toBeTruthy();
  });

  it('moves between months in the URL (a new history entry, a new range) and picks a day in place', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-12', teams: member, handlers: handlers([item(), training]) });
    await calendar();
    click(screen.getByRole('button', { name: '다음 달' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/schedules?date=2030-07-12'));
    expect(await screen.findByRole('application', { name: '팀 일정 달력, 2030년 7월' })).toBeTruthy();
    await waitFor(() => expect(app.callsTo('listSchedules').map((c) => c.query)).toContainEqual({ startDate: '2030-06-30', endDate: '2030-08-03' }));
    const historyLength = app.location.history.length;

    click(within(screen.getByRole('grid')).getByRole('button', { name: /2030년 7월 20일/ }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/schedules?date=2030-07-20'));
    // Picking a day in the shown month replaces the entry instead of adding one.
    expect(app.location.history.length).toBe(historyLength);
    expect(await dayPanel('7월 20일 (토)')).toBeTruthy();
  });

  it('walks by keyboard: arrows move within the month locally, past its edge into the next month in the URL', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-29', teams: member, handlers: handlers([]) });
    const grid = within(await calendar()).getByRole('grid');
    const june29 = within(grid).getByRole('button', { name: /2030년 6월 29일/ });
    act(() => june29.focus());
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    // 30 June is still June: focus moves, the URL does not.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/2030년 6월 30일/));
    expect(app.current()).toBe('/teams/1/schedules?date=2030-06-29');
    act(() => fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/schedules?date=2030-07-01'));
    expect(await screen.findByRole('application', { name: '팀 일정 달력, 2030년 7월' })).toBeTruthy();
  });

  it('opens on today in Seoul when the URL has no date, and on today again for a date that does not exist', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-02-30', teams: member, handlers: handlers([]) });
    const today = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric' }).format(new Date());
    expect(await screen.findByRole('heading', { name: new RegExp(`^${today} \\(`) })).toBeTruthy();
  });

  it('offers a retry when the range cannot be read', async () => {
    let fail = true;
    renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: {
        listSchedules: () => {
          if (fail) throw new HttpError({ endpoint: 'listSchedules', status: 500, code: null, message: 'boom' });
          return [item()];
        },
      },
    });
    expect(await screen.findByText('일정을 불러오지 못했습니다.')).toBeTruthy();
    fail = false;
    click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '일요 리그 3라운드' })).toBeTruthy();
  });
});

describe('attendance', () => {
  it("shows a member's answer at once, then the server's copy; the counts move with it", async () => {
    let answer!: (value: Schedule) => void;
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: handlers([item()], {
        answerAttendance: () =>
          new Promise<Schedule>((resolve) => {
            answer = resolve;
          }),
      }),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    expect(within(card).getByRole('list', { name: '참석 3명, 불참 1명, 미정 0명' })).toBeTruthy();
    click(within(card).getByRole('radio', { name: '참석' }));
    // Before the server answers.
    await waitFor(() => expect(within(card).getByRole('radio', { name: '참석' }).getAttribute('aria-checked')).toBe('true'));
    expect(within(card).getByRole('list', { name: '참석 4명, 불참 1명, 미정 0명' })).toBeTruthy();
    expect(app.callsTo('answerAttendance')[0]).toEqual(expect.objectContaining({ params: { id: 1, scheduleId: 11 }, body: { answer: 'ATTEND' } }));
    // The server counted someone else too.
    act(() => answer(item({ attendance: { attend: 5, absent: 1, undecided: 0, myAnswer: 'ATTEND' } })));
    expect(await within(card).findByRole('list', { name: '참석 5명, 불참 1명, 미정 0명' })).toBeTruthy();
  });

  it("rolls a refused answer back and says why in the server's words", async () => {
    renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: handlers([item({ attendance: { attend: 3, absent: 1, undecided: 0, myAnswer: 'ABSENT' } })], {
        answerAttendance: () => {
          throw new HttpError({ endpoint: 'answerAttendance', status: 409, code: 5012, message: '이미 시작한 일정에는 참석 여부를 바꿀 수 없습니다.' });
        },
      }),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    click(within(card).getByRole('radio', { name: '참석' }));
    expect(await screen.findByText('이미 시작한 일정에는 참석 여부를 바꿀 수 없습니다.')).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('radio', { name: '불참' }).getAttribute('aria-checked')).toBe('true'));
    expect(within(card).getByRole('radio', { name: '참석' }).getAttribute('aria-checked')).toBe('false');
    expect(within(card).getByRole('list', { name: '참석 3명, 불참 1명, 미정 0명' })).toBeTruthy();
  });

  it('closes the choice once the item has started', async () => {
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2020-03-01',
      teams: member,
      handlers: handlers([
        item({
          startAt: '2020-03-01T01:00:00.000Z',
          endAt: '2020-03-01T03:00:00.000Z',
          attendance: { attend: 1, absent: 0, undecided: 0, myAnswer: 'ATTEND' },
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    expect(within(card).getByText('일정이 시작되어 더 이상 응답을 바꿀 수 없습니다.')).toBeTruthy();
    const absent = within(card).getByRole('radio', { name: '불참' });
    expect(absent.hasAttribute('disabled') || absent.getAttribute('aria-disabled') === 'true').toBe(true);
    click(absent);
    expect(app.callsTo('answerAttendance')).toHaveLength(0);
  });

  const roster: ScheduleAttendance = {
    scheduleId: 11,
    answers: [
      { userId: 2, name: '이서준', profileImageUrl: null, answer: 'ATTEND', answeredAt: '2030-06-01T00:00:00.000Z' },
      { userId: 3, name: '최도윤', profileImageUrl: null, answer: 'ABSENT', answeredAt: '2030-06-01T00:00:00.000Z' },
    ],
    notAnswered: [{ userId: 4, name: '정우진', profileImageUrl: null }],
  };

  it('lets an admin see who answered what and who has not answered', async () => {
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: admin,
      handlers: handlers([item()], { getScheduleAttendance: () => roster }),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    expect(app.callsTo('getScheduleAttendance')).toHaveLength(0);
    click(within(card).getByRole('button', { name: '응답 명단 보기' }));
    expect(await within(card).findByText('이서준')).toBeTruthy();
    expect(within(card).getByText('최도윤')).toBeTruthy();
    expect(within(card).getByText('미응답')).toBeTruthy();
    expect(within(card).getByText('정우진')).toBeTruthy();
    expect(app.callsTo('getScheduleAttendance')[0].params).toEqual({ id: 1, scheduleId: 11 });
  });

  it('shows a member who is coming, without the not-answered list', async () => {
    renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: handlers([item()], { getScheduleAttendance: () => ({ ...roster, notAnswered: null }) }),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    click(within(card).getByRole('button', { name: '응답 명단 보기' }));
    expect(await within(card).findByText('이서준')).toBeTruthy();
    expect(within(card).queryByText('미응답')).toBeNull();
  });

  it("updates the team profile's cached preview too (one key family for both)", async () => {
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: handlers([item()], { answerAttendance: () => item({ attendance: { attend: 4, absent: 1, undecided: 0, myAnswer: 'ATTEND' } }) }),
    });
    const preview = scheduleKeys.range(1, '2030-06-10', '2030-07-10');
    app.queryClient.setQueryData(preview, [item()]);
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    click(within(card).getByRole('radio', { name: '참석' }));
    await waitFor(() =>
      expect(app.queryClient.getQueryData<Schedule[]>(preview)?.[0].attendance).toEqual({ attend: 4, absent: 1, undecided: 0, myAnswer: 'ATTEND' }),
    );
  });
});

describe('admin writes', () => {
  it('hides the write buttons from members', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: member, handlers: handlers([item()]) });
    await screen.findByRole('article', { name: '일요 리그 3라운드' });
    expect(screen.queryByRole('button', { name: '일정 생성하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '수정하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제하기' })).toBeNull();
    expect(screen.getByRole('button', { name: '캘린더 구독' })).toBeTruthy();
  });

  async function openCreate() {
    click(await screen.findByRole('button', { name: '일정 생성하기' }));
    return screen.findByRole('dialog', { name: '일정 등록' });
  }

  async function choose(dialog: HTMLElement, label: RegExp, option: string) {
    act(() => fireEvent.keyDown(within(dialog).getByRole('button', { name: label }), { key: 'ArrowDown' }));
    click(await screen.findByRole('option', { name: option }));
  }

  it('refuses an empty form and an end before the start without calling the server', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([]) });
    const dialog = await openCreate();
    click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText('일정 이름을 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText('종류를 선택해주세요.')).toBeTruthy();
    await choose(dialog, /종료 시간/, '09:00');
    click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText('종료 시간은 시작 시간보다 늦어야 합니다.')).toBeTruthy();
    expect(app.callsTo('createSchedule')).toHaveLength(0);
  });

  it('creates a match day on the selected day, linked to a scheduled match, with Seoul times as instants', async () => {
    const created = item({ id: 21, title: '일요 리그 4라운드', attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null } });
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: admin,
      handlers: handlers([], {
        createSchedule: () => created,
        listTeamMatches: () => ({
          content: [
            {
              id: 5,
              title: '한강 더비',
              matchDate: '2030-06-16',
              plannedStartTime: '09:00',
              homeTeamId: 1,
              homeTeamName: 'FC 서울',
              awayTeamId: 2,
              awayTeamName: '한강 FC',
              matchType: 'LEAGUE',
              matchState: 'SCHEDULED',
              stadium: '난지 구장',
              homeScore: 0,
              awayScore: 0,
            },
          ],
          page: 0,
          size: 100,
          totalElements: 1,
        }),
      }),
    });
    const dialog = await openCreate();
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '일정 이름' }), { target: { value: '일요 리그 4라운드' } }));
    await choose(dialog, /종류/, '경기');
    await choose(dialog, /연결할 경기/, '2030-06-16 09:00 한강 더비');
    await choose(dialog, /종료 시간/, '11:00');
    click(within(dialog).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(app.callsTo('createSchedule')).toHaveLength(1));
    expect(app.callsTo('createSchedule')[0]).toEqual(
      expect.objectContaining({
        params: { id: 1 },
        body: {
          title: '일요 리그 4라운드',
          kind: 'MATCH',
          startAt: '2030-06-16T00:00:00.000Z',
          endAt: '2030-06-16T02:00:00.000Z',
          place: '난지 구장',
          note: null,
          matchId: 5,
        },
      }),
    );
    expect(await screen.findByText('일정을 등록했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '일정 등록' })).toBeNull());
  });

  it("shows the server's field errors on their fields", async () => {
    renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: admin,
      handlers: handlers([], {
        createSchedule: () => {
          throw new BadRequestError({
            endpoint: 'createSchedule',
            status: 400,
            code: 1000,
            message: '잘못된 요청입니다.',
            fieldErrors: [{ field: 'endAt', message: '종료 시각은 시작 시각 뒤여야 합니다.' }],
          });
        },
      }),
    });
    const dialog = await openCreate();
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '일정 이름' }), { target: { value: '회식' } }));
    await choose(dialog, /종류/, '친목');
    click(within(dialog).getByRole('button', { name: '등록하기' }));
    expect(await within(dialog).findByText('종료 시각은 시작 시각 뒤여야 합니다.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '일정 등록' })).toBeTruthy();
  });

  it('edits an item with the form prefilled and sends the changes', async () => {
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: admin,
      handlers: handlers([item({ kind: 'TRAINING', matchId: null })], {
        updateSchedule: ({ body }) => item({ ...(body as Partial<Schedule>), kind: 'TRAINING', matchId: null }),
      }),
    });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    click(within(card).getByRole('button', { name: '수정하기' }));
    const dialog = await screen.findByRole('dialog', { name: '일정 수정' });
    const title = within(dialog).getByRole('textbox', { name: '일정 이름' }) as HTMLInputElement;
    expect(title.value).toBe('일요 리그 3라운드');
    expect((within(dialog).getByRole('textbox', { name: '장소' }) as HTMLInputElement).value).toBe('망원한강공원 축구장');
    expect(within(dialog).getByRole('button', { name: /시작 시간/ }).textContent).toContain('10:00');
    act(() => fireEvent.change(title, { target: { value: '일요 훈련' } }));
    click(within(dialog).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(app.callsTo('updateSchedule')).toHaveLength(1));
    expect(app.callsTo('updateSchedule')[0]).toEqual(
      expect.objectContaining({
        params: { id: 1, scheduleId: 11 },
        body: expect.objectContaining({
          title: '일요 훈련',
          kind: 'TRAINING',
          startAt: '2030-06-16T01:00:00.000Z',
          endAt: '2030-06-16T03:00:00.000Z',
          matchId: null,
        }),
      }),
    );
    expect(await screen.findByText('일정을 수정했습니다. 참석 응답은 그대로 유지됩니다.')).toBeTruthy();
  });

  it('deletes an item only after the confirmation', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([item()], { deleteSchedule: () => undefined }) });
    const card = await screen.findByRole('article', { name: '일요 리그 3라운드' });
    click(within(card).getByRole('button', { name: '삭제하기' }));
    const confirm = await screen.findByRole('alertdialog', { name: '일정을 삭제할까요?' });
    expect(within(confirm).getByText(/'일요 리그 3라운드' 일정과 멤버들의 참석 응답이 모두 삭제됩니다\./)).toBeTruthy();
    expect(app.callsTo('deleteSchedule')).toHaveLength(0);
    click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(app.callsTo('deleteSchedule')).toHaveLength(1));
    expect(app.callsTo('deleteSchedule')[0].params).toEqual({ id: 1, scheduleId: 11 });
    expect(await screen.findByText('일정을 삭제했습니다.')).toBeTruthy();
  });
});

describe('calendar subscription', () => {
  const url = 'http://localhost:3000/open-api/v1/calendar/abc123.ics';

  it('shows the private address and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: member, handlers: handlers([], { getCalendarFeed: () => ({ url }) }) });
    click(await screen.findByRole('button', { name: '캘린더 구독' }));
    const dialog = await screen.findByRole('dialog', { name: '캘린더 구독' });
    const field = (await within(dialog).findByRole('textbox', { name: '나의 구독 주소' })) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(within(dialog).getByText(/iPhone: 설정 → 캘린더/)).toBeTruthy();
    click(within(dialog).getByRole('button', { name: '주소 복사' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('구독 주소를 복사했습니다.')).toBeTruthy();
  });

  it('resets the address after a confirmation that the old one stops working', async () => {
    const app = renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: member,
      handlers: handlers([], { getCalendarFeed: () => ({ url }), resetCalendarFeed: () => ({ url: url.replace('abc123', 'new456') }) }),
    });
    click(await screen.findByRole('button', { name: '캘린더 구독' }));
    const dialog = await screen.findByRole('dialog', { name: '캘린더 구독' });
    await within(dialog).findByRole('textbox', { name: '나의 구독 주소' });
    click(within(dialog).getByRole('button', { name: '주소 재발급' }));
    const confirm = await screen.findByRole('alertdialog', { name: '구독 주소를 재발급할까요?' });
    expect(within(confirm).getByText(/지금 주소는 바로 동작을 멈춥니다/)).toBeTruthy();
    expect(app.callsTo('resetCalendarFeed')).toHaveLength(0);
    click(within(confirm).getByRole('button', { name: '재발급' }));
    expect(await screen.findByText('새 구독 주소를 발급했습니다.')).toBeTruthy();
    const field = within(screen.getByRole('dialog', { name: '캘린더 구독' })).getByRole('textbox', { name: '나의 구독 주소' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(url.replace('abc123', 'new456')));
  });
});
