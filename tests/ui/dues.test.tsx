// @vitest-environment jsdom
/**
 * The dues page (decision 061) with a fake server: 납부 기록 keeps the client id its dialog made when it
 * opened across a retry, says a 409 5021 in the server's Korean and reads the board again; an edited
 * retry gets a new id and 6032 is explained; a member of a team that keeps status private sees only
 * their row and account, no ledger and no admin action; the history of amounts and the signs of 내역.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DuesBoard, DuesLedger, DuesPaymentRequest, DuesSettings, MyDuesAccount } from '#contract/dues.ts';
import type { EndpointName } from '#contract/endpoints.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { addMonths } from '#machines/dues.ledger.ts';
import { DuesPage } from '#src/features/dues/dues-page.tsx';
import { monthLabel } from '#src/lib/messages/dues.ts';
import { seoulToday } from '#src/features/dues/write-checks.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam, team } from './harness.tsx';
import { renderInCore, type Handlers } from './teams-harness.tsx';

const renderPage = (handlers: Handlers) => renderInCore(<DuesPage title="회비" params={{ teamId: '1' }} search={{}} />, { path: '/teams/1/dues', handlers });

const thisMonth = seoulToday().slice(0, 7);
const cell = (status: 'PAID' | 'UNPAID', paid = 0) => ({ month: thisMonth, due: 30_000, paid, status });
const board = (over: Partial<DuesBoard> = {}): DuesBoard => ({
  teamId: 1,
  configured: true,
  months: [thisMonth],
  monthlyAmount: 30_000,
  rates: [{ fromMonth: thisMonth, amount: 30_000 }],
  dueDay: 10,
  visibility: 'ALL',
  members: [
    { userId: 7, name: '김민수', backNumber: 10, joinedMonth: thisMonth, cells: [cell('UNPAID')], owed: 30_000 },
    { userId: 8, name: '이서준', backNumber: 9, joinedMonth: thisMonth, cells: [cell('UNPAID')], owed: 30_000 },
  ],
  formerMembers: [],
  totals: [{ month: thisMonth, expected: 60_000, collected: 0, missing: 60_000 }],
  balance: 0,
  ...over,
});
const account: MyDuesAccount = {
  teamId: 1,
  configured: true,
  monthlyAmount: 30_000,
  dueDay: 10,
  charged: 30_000,
  paid: 0,
  owed: 30_000,
  cells: [cell('UNPAID')],
  history: [],
};
const settings: DuesSettings = {
  teamId: 1,
  configured: true,
  monthlyAmount: 30_000,
  dueDay: 10,
  startMonth: thisMonth,
  membersSeeEachOther: true,
  remindOnDueDay: true,
  pauseOnLeave: true,
  rates: [{ fromMonth: thisMonth, amount: 30_000 }],
  rateChanges: [{ fromMonth: thisMonth, amount: 30_000, setAt: '2026-01-05T01:00:00.000Z', setById: 1, setByName: '김민준' }],
  exemptions: [],
};
const ledger: DuesLedger = { teamId: 1, year: Number(thisMonth.slice(0, 4)), openingBalance: 0, balance: 0, entries: [] };

/** What the page reads for an admin of team 1 (a test overrides what it changes). */
const adminReads: Handlers = {
  getMyTeams: () => [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })],
  getTeam: () => team(),
  getDuesBoard: () => board(),
  getMyDues: () => account,
  getDuesSettings: () => settings,
  getDuesLedger: () => ledger,
};

describe('the dues page', () => {
  it('keeps 납부 기록’s client id across a retry, says 409 5021 in Korean and reads the board again', async () => {
    let boardReads = 0;
    const sent: DuesPaymentRequest[] = [];
    const { calls } = renderPage({
      ...adminReads,
      getDuesBoard: () => {
        boardReads += 1;
        return board();
      },
      recordDuesPayment: (options) => {
        sent.push(options?.body as DuesPaymentRequest);
        const { message, status, code } = errorCodes.DUES_MONTHS_PAID;
        throw new HttpError({ endpoint: 'recordDuesPayment', status, code, message });
      },
    });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    const readsBefore = boardReads;
    act(() => fireEvent.click(within(grid).getByRole('button', { name: /^이서준 .*: 미납/ })));
    const dialog = await screen.findByRole('dialog', { name: '납부 기록' });
    expect((within(dialog).getByRole('textbox', { name: '금액' }) as HTMLInputElement).value).toBe('30,000');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(errorCodes.DUES_MONTHS_PAID.message);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ userId: 8, amount: 30_000, months: [thisMonth], method: 'TRANSFER' });
    expect(sent[1].clientId).toBe(sent[0].clientId);
    await waitFor(() => expect(boardReads).toBeGreaterThan(readsBefore));
    expect(calls).not.toHaveBeenCalledWith('getDuesAttendees', expect.anything());
  });

  it("납부 기록 waits for the team's settings, then does not offer a month ahead the member is exempt from", async () => {
    const nextMonth = addMonths(thisMonth, 1);
    let answer!: (value: DuesSettings) => void;
    const held = new Promise<DuesSettings>((resolve) => (answer = resolve));
    renderPage({ ...adminReads, getDuesSettings: () => held });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    act(() => fireEvent.click(within(grid).getByRole('button', { name: /^이서준 .*: 미납/ })));
    const dialog = await screen.findByRole('dialog', { name: '납부 기록' });
    // Without the exemptions the default amount could be wrong: no form until they are here.
    expect(within(dialog).getByRole('status')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: '금액' })).toBeNull();
    await act(async () =>
      answer({
        ...settings,
        exemptions: [{ id: 1, userId: 8, userName: '이서준', fromMonth: nextMonth, toMonth: nextMonth, reason: '부상', createdAt: '2026-11-01T00:00:00Z' }],
      }),
    );
    const amount = await within(dialog).findByRole('textbox', { name: '금액' });
    expect((amount as HTMLInputElement).value).toBe('30,000');
    // Nothing is charged that month: it is not offered (decision 072).
    expect(within(dialog).queryByRole('checkbox', { name: monthLabel(nextMonth) })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: monthLabel(addMonths(thisMonth, 2)) })).toBeTruthy();
  });

  it('납부 기록 offers only the months charged to the member: not before they joined, not a month they are exempt from', async () => {
    const lastMonth = addMonths(thisMonth, -1);
    const nextMonth = addMonths(thisMonth, 1);
    const newcomer = {
      userId: 9,
      name: '박지훈',
      backNumber: null,
      joinedMonth: thisMonth,
      owed: 30_000,
      cells: [
        { month: lastMonth, due: 0, paid: 0, status: 'NONE' as const },
        { month: thisMonth, due: 30_000, paid: 0, status: 'UNPAID' as const },
      ],
    };
    const start = addMonths(thisMonth, -12);
    renderPage({
      ...adminReads,
      getDuesBoard: () => board({ months: [lastMonth, thisMonth], members: [newcomer], totals: [] }),
      getDuesSettings: () => ({
        ...settings,
        startMonth: start,
        rates: [{ fromMonth: start, amount: 30_000 }],
        exemptions: [{ id: 1, userId: 9, userName: '박지훈', fromMonth: nextMonth, toMonth: nextMonth, reason: null, createdAt: '2026-11-01T00:00:00Z' }],
      }),
    });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    // The month before they joined: its cell opens the dialog on the month they owe.
    act(() => fireEvent.click(within(grid).getByRole('button', { name: new RegExp(`^박지훈 ${monthLabel(lastMonth)}: 부과 없음`) })));
    const dialog = await screen.findByRole('dialog', { name: '납부 기록' });
    const owedNow = await within(dialog).findByRole('checkbox', { name: monthLabel(thisMonth) });
    expect((owedNow as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('checkbox', { name: monthLabel(lastMonth) })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: monthLabel(nextMonth) })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: monthLabel(addMonths(thisMonth, 2)) })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: '금액' }) as HTMLInputElement).value).toBe('30,000');
  });

  it('keeps a withdrawn member’s months and what they owe under 탈퇴한 회원: no name, no 납부 기록', async () => {
    renderPage({ ...adminReads, getDuesBoard: () => board({ formerMembers: [{ userId: 99, cells: [cell('UNPAID')], owed: 45_000 }] }) });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['김민수', '이서준', '탈퇴한 회원 (남은 회비)', '탈퇴한 회원', '합계']);
    const former = within(grid).getByRole('img', { name: `탈퇴한 회원 ${monthLabel(thisMonth)}: 미납, 0원 / 30,000원` });
    const row = former.closest('tr')!;
    expect(within(row).getByText('45,000원')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    // The members' cells stay buttons: two rows, one month each.
    expect(within(grid).getAllByRole('button')).toHaveLength(2);
  });

  it('says 휴회 in a month a leave paused, and the status under the name of whoever is on leave or injured today (decision 091)', async () => {
    const leaveCell = { month: thisMonth, due: 0, paid: 0, status: 'EXEMPT' as const, onLeave: true as const };
    renderPage({
      ...adminReads,
      getDuesBoard: () =>
        board({
          members: [
            { userId: 7, name: '김민수', backNumber: 10, joinedMonth: thisMonth, cells: [leaveCell], owed: 0 },
            { userId: 8, name: '이서준', backNumber: 9, joinedMonth: thisMonth, cells: [cell('UNPAID')], owed: 30_000 },
          ],
        }),
      listMemberStatuses: () => [{ userId: 7, status: { kind: 'ON_LEAVE', from: '2020-01-01', until: '2999-12-31' } }],
    });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    expect(within(grid).getByRole('button', { name: new RegExp(`^김민수 ${monthLabel(thisMonth)}: 휴회`) })).toBeTruthy();
    const [onLeave, other] = within(grid).getAllByRole('rowheader');
    await within(onLeave).findByText('상태 휴회');
    expect(other.textContent).toBe('이서준');
  });

  it('a member of a private team sees only their row and their account: no ledger, no admin action', async () => {
    const { calls } = renderPage({
      getMyTeams: () => [myTeam({ id: 1, teamRole: 'USER' })],
      getTeam: () => team(),
      getDuesBoard: () => board({ visibility: 'OWN', members: [board().members[0]] }),
      getMyDues: () => account,
    });
    const grid = await screen.findByRole('table', { name: '월별 납부 현황' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['김민수']);
    expect(within(grid).queryByRole('button')).toBeNull();
    expect(screen.getByText('운영진이 회비 현황을 비공개로 설정해 내 기록만 보입니다.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '내 회비' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '장부' })).toBeNull();
    expect(screen.queryByRole('button', { name: '납부 기록' })).toBeNull();
    expect(calls).not.toHaveBeenCalledWith('getDuesLedger', expect.anything());
    expect(calls).not.toHaveBeenCalledWith('getDuesSettings', expect.anything());
  });

  it('비용 나누기 takes the people of a recent schedule item, previews each share and sends them in name order', async () => {
    const schedule = {
      id: 41,
      teamId: 1,
      title: '주말 경기',
      kind: 'MATCH_DAY',
      startAt: `${seoulToday()}T01:00:00.000Z`,
      endAt: `${seoulToday()}T03:00:00.000Z`,
      place: null,
      note: null,
      matchId: null,
      attendance: { attend: 2, absent: 0, undecided: 0, myAnswer: null },
    };
    const sent: unknown[] = [];
    renderPage({
      ...adminReads,
      listSchedules: () => [schedule],
      getDuesAttendees: () => ({
        source: 'ATTENDANCE',
        people: [
          { userId: 8, name: '이서준' },
          { userId: 7, name: '김민수' },
        ],
      }),
      recordDuesCost: (options) => {
        sent.push(options?.body);
        return { ...ledger, id: 9, kind: 'COST', amount: -10_001, balance: -10_001, shares: [{}, {}] } as unknown;
      },
    });
    const open = await screen.findByRole('button', { name: '비용 나누기' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '비용 나누기' });
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '금액' }), { target: { value: '10001' } }));
    act(() => fireEvent.blur(within(dialog).getByRole('textbox', { name: '금액' })));
    // The item's 참석 answers become the people.
    const item = within(dialog).getByRole('button', { name: /일정 \(선택\)/ });
    act(() => fireEvent.click(item));
    const option = await screen.findByRole('option', { name: /주말 경기/ });
    act(() => fireEvent.click(option));
    expect(await within(dialog).findByText('참석 응답에서 불러왔습니다.')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { name: '김민수' }) as HTMLInputElement).checked).toBe(true));
    expect(within(dialog).getByTestId('split-summary').textContent).toBe('2명 · 5,001원 × 1명 + 5,000원 × 1명');
    const shares = within(within(dialog).getByRole('region', { name: '1인당 분담금' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shares).toEqual(['김민수5,001원', '이서준5,000원']);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ category: 'PITCH', amount: 10_001, scheduleId: 41, matchId: null, userIds: [7, 8] });
  });

  it('비용 나누기 offers recent and upcoming matches; a match with a lineup and 참석 answers lets the admin take either list', async () => {
    const day = (offset: number) => {
      const at = new Date(`${seoulToday()}T00:00:00Z`);
      at.setUTCDate(at.getUTCDate() + offset);
      return at.toISOString().slice(0, 10);
    };
    const match = (id: number, title: string, matchDate: string) => ({
      id,
      title,
      matchDate,
      plannedStartTime: '10:00:00',
      homeTeamId: 1,
      homeTeamName: 'FC 서울',
      awayTeamId: 2,
      awayTeamName: '새벽 FC',
      homeTeamIsTemp: false,
      awayTeamIsTemp: false,
      matchType: 'FRIENDLY',
      matchState: 'SCHEDULED',
      stadium: '보라매공원',
      homeScore: 0,
      awayScore: 0,
      ownerTeamId: 1,
      requestState: 'ACCEPTED',
    });
    const training = {
      id: 41,
      teamId: 1,
      title: '수요 훈련',
      kind: 'TRAINING',
      startAt: `${day(-3)}T11:00:00.000Z`,
      endAt: `${day(-3)}T13:00:00.000Z`,
      place: null,
      note: null,
      matchId: null,
      attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null },
    };
    const lineup = [{ userId: 7, name: '김민수' }];
    const attending = [
      { userId: 7, name: '김민수' },
      { userId: 8, name: '이서준' },
    ];
    const sent: unknown[] = [];
    const { calls } = renderPage({
      ...adminReads,
      listSchedules: () => [training],
      listTeamMatches: () => ({ content: [match(5, '일요 친선전', day(4)), match(4, '지난 리그전', day(-10))], page: 0, size: 50, totalElements: 2 }),
      getDuesAttendees: () => ({
        source: 'LINEUP',
        people: lineup,
        sources: [
          { source: 'LINEUP', people: lineup },
          { source: 'ATTENDANCE', people: attending },
        ],
      }),
      recordDuesCost: (options) => {
        sent.push(options?.body);
        return { ...ledger, id: 9, kind: 'COST', amount: -60_000, balance: -60_000, shares: [{}, {}] } as unknown;
      },
    });
    const open = await screen.findByRole('button', { name: '비용 나누기' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '비용 나누기' });
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '금액' }), { target: { value: '60000' } }));
    act(() => fireEvent.blur(within(dialog).getByRole('textbox', { name: '금액' })));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('listTeamMatches', expect.anything()));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /일정 \(선택\)/ })));
    // Latest first: the match to come (paid ahead), the training three days ago, last week's league match.
    const label = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        '선택 안 함',
        `${label(day(4))} (예정) 경기 · 일요 친선전`,
        `${label(day(-3))} 수요 훈련`,
        `${label(day(-10))} 경기 · 지난 리그전`,
      ]),
    );
    act(() => fireEvent.click(screen.getByRole('option', { name: /일요 친선전/ })));
    // The lineup first; the 참석 answers one tap away.
    const lists = await within(dialog).findByRole('radiogroup', { name: '명단 불러오기' });
    expect((within(lists).getByRole('radio', { name: '경기 라인업 1명' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('split-summary').textContent).toBe('1명 · 60,000원 × 1명'));
    act(() => fireEvent.click(within(lists).getByRole('radio', { name: '참석 응답 2명' })));
    await waitFor(() => expect(within(dialog).getByTestId('split-summary').textContent).toBe('2명 · 30,000원 × 2명'));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 60_000, scheduleId: null, matchId: 5, userIds: [7, 8] });
    expect(calls).toHaveBeenCalledWith('getDuesAttendees', expect.objectContaining({ query: { matchId: 5 } }));
  });

  it('비용 나누기 for a 자체전 takes those checked in by default, its 참석 answers one tap away', async () => {
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const scrimmageItem = {
      id: 42,
      teamId: 1,
      title: '일요 자체전',
      kind: 'SCRIMMAGE',
      startAt: `${day}T00:00:00.000Z`,
      endAt: `${day}T02:00:00.000Z`,
      place: null,
      note: null,
      matchId: null,
      scrimmageId: 9,
      attendance: { attend: 2, absent: 0, undecided: 0, myAnswer: null },
    };
    // Both came; only 김민수 had answered 참석.
    const came = [
      { userId: 7, name: '김민수' },
      { userId: 8, name: '이서준' },
    ];
    const answered = [{ userId: 7, name: '김민수' }];
    const sent: unknown[] = [];
    const { calls } = renderPage({
      ...adminReads,
      listSchedules: () => [scrimmageItem],
      listTeamMatches: () => ({ content: [], page: 0, size: 50, totalElements: 0 }),
      getDuesAttendees: () => ({
        source: 'CHECK_IN',
        people: came,
        sources: [
          { source: 'CHECK_IN', people: came },
          { source: 'ATTENDANCE', people: answered },
        ],
      }),
      recordDuesCost: (options) => {
        sent.push(options?.body);
        return { ...ledger, id: 9, kind: 'COST', amount: -60_000, balance: -60_000, shares: [{}, {}] } as unknown;
      },
    });
    const open = await screen.findByRole('button', { name: '비용 나누기' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '비용 나누기' });
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '금액' }), { target: { value: '60000' } }));
    act(() => fireEvent.blur(within(dialog).getByRole('textbox', { name: '금액' })));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /일정 \(선택\)/ })));
    const item = await screen.findByRole('option', { name: /일요 자체전/ });
    act(() => fireEvent.click(item));
    const lists = await within(dialog).findByRole('radiogroup', { name: '명단 불러오기' });
    expect((within(lists).getByRole('radio', { name: '자체전 출석 2명' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('split-summary').textContent).toBe('2명 · 30,000원 × 2명'));
    act(() => fireEvent.click(within(lists).getByRole('radio', { name: '참석 응답 1명' })));
    await waitFor(() => expect(within(dialog).getByTestId('split-summary').textContent).toBe('1명 · 60,000원 × 1명'));
    act(() => fireEvent.click(within(lists).getByRole('radio', { name: '자체전 출석 2명' })));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 60_000, scheduleId: 42, matchId: null, userIds: [7, 8] });
    expect(calls).toHaveBeenCalledWith('getDuesAttendees', expect.objectContaining({ query: { scheduleId: 42 } }));
  });

  it('회비 설정 adds a member’s open-ended exemption with its reason, and ends it', async () => {
    const sent: { name: EndpointName; body: unknown }[] = [];
    const exemption = { id: 3, userId: 8, userName: '이서준', fromMonth: thisMonth, toMonth: null, reason: '부상', createdAt: '2026-11-01T00:00:00.000Z' };
    let current: DuesSettings = settings;
    renderPage({
      ...adminReads,
      getDuesSettings: () => current,
      addDuesExemption: (options) => {
        sent.push({ name: 'addDuesExemption', body: options?.body });
        current = { ...settings, exemptions: [exemption] };
        return exemption;
      },
      deleteDuesExemption: (options) => {
        sent.push({ name: 'deleteDuesExemption', body: options?.params });
        current = settings;
        return null;
      },
    });
    const open = await screen.findByRole('button', { name: '회비 설정' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '회비 설정' });
    expect(await within(dialog).findByText('면제 중인 멤버가 없습니다.')).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /멤버$/ })));
    const option = await screen.findByRole('option', { name: '이서준' });
    act(() => fireEvent.click(option));
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '사유 (선택)' }), { target: { value: '부상' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '면제 추가' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'addDuesExemption',
      body: { clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: 8, fromMonth: thisMonth, toMonth: null, reason: '부상' },
    });
    const end = await within(dialog).findByRole('button', { name: '이서준 면제 해제' });
    act(() => fireEvent.click(end));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ name: 'deleteDuesExemption', body: { id: 1, exemptionId: 3 } });
    expect(await within(dialog).findByText('면제 중인 멤버가 없습니다.')).toBeTruthy();
  });

  it('회비 설정 sends a new amount with the month it applies from; the summary and the settings say what comes', async () => {
    const next = addMonths(thisMonth, 1);
    const sent: unknown[] = [];
    let current: DuesSettings = settings;
    let shown: DuesBoard = board();
    renderPage({
      ...adminReads,
      getDuesBoard: () => shown,
      getDuesSettings: () => current,
      updateDuesSettings: (options) => {
        sent.push(options?.body);
        const rates = [
          { fromMonth: thisMonth, amount: 30_000 },
          { fromMonth: next, amount: 35_000 },
        ];
        const raise = { fromMonth: next, amount: 35_000, setAt: '2026-02-03T15:30:00.000Z', setById: 1, setByName: '김민준' };
        current = { ...settings, rates, rateChanges: [raise, ...settings.rateChanges] };
        shown = board({ rates });
        return current;
      },
    });
    const open = await screen.findByRole('button', { name: '회비 설정' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '회비 설정' });
    // One amount so far: no history to list.
    expect(within(dialog).queryByRole('region', { name: '월 회비 변경 이력' })).toBeNull();
    const amount = within(dialog).getByRole('textbox', { name: '월 회비' });
    act(() => fireEvent.change(amount, { target: { value: '35000' } }));
    act(() => fireEvent.blur(amount));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /새 금액 적용 시작/ })));
    const option = await screen.findByRole('option', { name: monthLabel(next) });
    // From this month on: a month already past keeps its amount.
    expect(screen.getAllByRole('option')[0].textContent).toBe(monthLabel(thisMonth));
    expect(screen.queryByRole('option', { name: monthLabel(addMonths(thisMonth, -1)) })).toBeNull();
    act(() => fireEvent.click(option));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '저장' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ monthlyAmount: 35_000, amountFromMonth: next, startMonth: thisMonth });
    expect(await screen.findByText(`월 회비 30,000원 · 매월 10일까지 · ${monthLabel(next)}부터 35,000원`)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: '회비 설정' })));
    const history = await screen.findByRole('region', { name: '월 회비 변경 이력' });
    // Every change as it was made, newest first, with who made it and the day (Seoul: 02-04, not UTC's 02-03).
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${monthLabel(next)}부터 35,000원김민준 · 2026-02-04 변경`, `${monthLabel(thisMonth)}부터 30,000원김민준 · 2026-01-05 변경`]);
  });

  it('면제 추가 edited after a failure is sent with a new client id, the same request again with the same one; 409 6032 is explained', async () => {
    const sent: Record<string, unknown>[] = [];
    const refusals = [errorCodes.NOTFOUND_TEAM_MEMBER, errorCodes.CLIENT_ID_CONFLICT, errorCodes.NOTFOUND_TEAM_MEMBER];
    renderPage({
      ...adminReads,
      addDuesExemption: (options) => {
        sent.push(options?.body as Record<string, unknown>);
        const { message, status, code } = refusals[sent.length - 1];
        throw new HttpError({ endpoint: 'addDuesExemption', status, code, message });
      },
    });
    const open = await screen.findByRole('button', { name: '회비 설정' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '회비 설정' });
    await within(dialog).findByText('면제 중인 멤버가 없습니다.');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /멤버$/ })));
    const person = await screen.findByRole('option', { name: '이서준' });
    act(() => fireEvent.click(person));
    const reason = within(dialog).getByRole('textbox', { name: '사유 (선택)' });
    const add = within(dialog).getByRole('button', { name: '면제 추가' });
    act(() => fireEvent.click(add));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(errorCodes.NOTFOUND_TEAM_MEMBER.message);
    // The admin edits the form: another request, so another id.
    act(() => fireEvent.change(reason, { target: { value: '군 복무' } }));
    act(() => fireEvent.click(add));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await within(dialog).findByText(/이 창에서 보낸 기록이 이미 다른 내용으로 저장되었습니다/)).toBeTruthy();
    // The same request again: the same id, so the server can answer what it may already have recorded.
    act(() => fireEvent.click(add));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((body) => body.reason)).toEqual([null, '군 복무', '군 복무']);
    expect(sent[1].clientId).not.toBe(sent[0].clientId);
    expect(sent[2].clientId).toBe(sent[1].clientId);
  });

  it('내 회비 signs its history as the 장부 signs money: a payment +, a charge −', async () => {
    const history: MyDuesAccount['history'] = [
      { kind: 'PAYMENT', date: `${thisMonth}-05`, amount: 30_000, label: '납부 · 계좌이체', entryId: 4 },
      { kind: 'DUES', date: `${thisMonth}-01`, amount: -30_000, label: `${monthLabel(thisMonth)} 회비`, entryId: null },
    ];
    renderPage({ ...adminReads, getMyDues: () => ({ ...account, paid: 30_000, owed: 0, history }) });
    const lines = await screen.findByRole('list', { name: '내역' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`납부 · 계좌이체${thisMonth}-05 · 납부+30,000원`, `${monthLabel(thisMonth)} 회비${thisMonth}-01 · 회비−30,000원`]);
  });

  it('기타 수입/지출 records an expense with its label, amount and today', async () => {
    const sent: Record<string, unknown>[] = [];
    renderPage({
      ...adminReads,
      recordDuesEntry: (options) => {
        sent.push(options?.body as Record<string, unknown>);
        return { id: 10 };
      },
    });
    const open = await screen.findByRole('button', { name: '기타 수입/지출' });
    act(() => fireEvent.click(open));
    const dialog = await screen.findByRole('dialog', { name: '기타 수입/지출' });
    act(() => fireEvent.click(within(dialog).getByRole('radio', { name: '지출' })));
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: /^내용/ }), { target: { value: '공 구입' } }));
    // Nothing goes out without an amount: the contract's message is on the field, and the form can be sent again once it is fixed.
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    expect(await within(dialog).findByText('금액을 숫자로 입력해주세요.')).toBeTruthy();
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '금액' }), { target: { value: '45000' } }));
    act(() => fireEvent.blur(within(dialog).getByRole('textbox', { name: '금액' })));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'EXPENSE', label: '공 구입', amount: 45_000, occurredOn: seoulToday(), note: null });
    expect(typeof sent[0].clientId).toBe('string');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '기타 수입/지출' })).toBeNull());
  });

  it('the first 회비 설정 closes once saved, though the page under it turns from "not set up" to the board first', async () => {
    let saved = false;
    const notSetUp: DuesSettings = { ...settings, configured: false, monthlyAmount: 0, rates: [], rateChanges: [] };
    renderPage({
      ...adminReads,
      // After the save the board is read again before the badge's teams (slower here): the page shows
      // the board while the save is still settling.
      getMyTeams: async () => {
        if (saved) await new Promise((done) => setTimeout(done, 150));
        return [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];
      },
      getDuesBoard: () => board({ configured: saved }),
      getDuesSettings: () => (saved ? settings : notSetUp),
      updateDuesSettings: () => {
        saved = true;
        return settings;
      },
    });
    const setUp = await screen.findByRole('button', { name: '회비 설정하기' });
    act(() => fireEvent.click(setUp));
    const dialog = await screen.findByRole('dialog', { name: '회비 설정' });
    const amount = within(dialog).getByRole('textbox', { name: '월 회비' });
    act(() => fireEvent.change(amount, { target: { value: '30000' } }));
    act(() => fireEvent.blur(amount));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '저장' })));
    expect(await screen.findByRole('table', { name: '월별 납부 현황' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회비 설정' })).toBeNull());
  });

  it('before the dues are set up, an admin is offered 회비 설정하기 and a member is told to wait', async () => {
    renderPage({
      getMyTeams: () => [myTeam({ id: 1, teamRole: 'USER' })],
      getTeam: () => team(),
      getDuesBoard: () => board({ configured: false }),
      getMyDues: () => ({ ...account, configured: false }),
    });
    expect(await screen.findByRole('heading', { name: '아직 회비가 설정되지 않았습니다.' })).toBeTruthy();
    expect(screen.getByText('운영진이 회비를 설정하면 이곳에서 납부 현황을 볼 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '회비 설정하기' })).toBeNull();
  });
});
