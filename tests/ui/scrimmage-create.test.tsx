// @vitest-environment jsdom
import type { Schedule } from '#contract/schedules.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { renderTeamsApp, type Handlers } from './teams-harness.tsx';

const member = [myTeam({ id: 1, teamRole: 'USER' })];
const admin = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];
const click = (element: Element) => act(() => fireEvent.click(element));

function scrimmageItem(over: Partial<Schedule> = {}): Schedule {
  return {
    id: 31,
    teamId: 1,
    title: '일요 자체전',
    kind: 'SCRIMMAGE',
    startAt: '2030-06-15T23:00:00.000Z',
    endAt: '2030-06-16T01:00:00.000Z',
    place: '난지 구장',
    note: null,
    matchId: null,
    scrimmageId: 4,
    attendance: { attend: 18, absent: 1, undecided: 2, myAnswer: null },
    ...over,
  };
}

function handlers(items: Schedule[], extra: Handlers = {}): Handlers {
  return { listSchedules: () => items, ...extra };
}

async function openCreate() {
  click(await screen.findByRole('button', { name: '자체전 만들기' }));
  return screen.findByRole('dialog', { name: '자체전 만들기' });
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  act(() => fireEvent.keyDown(within(dialog).getByRole('button', { name: label }), { key: 'ArrowDown' }));
  click(await screen.findByRole('option', { name: option }));
}

describe('자체전 만들기 on the schedules page', () => {
  it('is offered to admins only', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: member, handlers: handlers([scrimmageItem()]) });
    await screen.findByRole('article', { name: '일요 자체전' });
    expect(screen.queryByRole('button', { name: '자체전 만들기' })).toBeNull();
  });

  it('creates a three-side scrimmage with the winner staying, Seoul times as instants and a vest per side', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([], { createScrimmage: () => ({ id: 4 }) }) });
    const dialog = await openCreate();
    expect((within(dialog).getByRole('textbox', { name: '자체전 이름' }) as HTMLInputElement).value).toBe('자체전');
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: '장소' }), { target: { value: '난지 구장' } }));
    click(within(dialog).getByRole('radio', { name: '도전한 팀이 나감' }));
    await choose(dialog, /3팀 조끼 색/, '파랑');
    await choose(dialog, /먼저 쉬는 팀/, '주황팀');
    click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(app.callsTo('createScrimmage')).toHaveLength(1));
    expect(app.callsTo('createScrimmage')[0]).toEqual({
      params: { id: 1 },
      body: {
        title: '자체전',
        // 08:00–10:00 in Seoul.
        startAt: '2030-06-15T23:00:00.000Z',
        endAt: '2030-06-16T01:00:00.000Z',
        place: '난지 구장',
        note: null,
        sideCount: 3,
        gameMinutes: 12,
        format: 'WINNER_STAYS',
        drawRule: 'CHALLENGER_LEAVES',
        restOrder: [0, 1, 2],
        vestColours: ['ORANGE', 'YELLOW', 'BLUE'],
      },
    });
    expect(await screen.findByText('자체전을 만들었습니다. 멤버들이 참석 여부를 답할 수 있습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '자체전 만들기' })).toBeNull());
  });

  it('plays two sides as fixed games: no rest order, no draw rule, two vests', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([], { createScrimmage: () => ({ id: 5 }) }) });
    const dialog = await openCreate();
    click(within(dialog).getByRole('radio', { name: '2팀' }));
    expect(within(dialog).queryByRole('radiogroup', { name: '무승부 규칙' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /3팀 조끼 색/ })).toBeNull();
    expect(within(dialog).getByText('두 팀 고정 경기')).toBeTruthy();
    click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(app.callsTo('createScrimmage')).toHaveLength(1));
    expect(app.callsTo('createScrimmage')[0].body).toEqual(
      expect.objectContaining({ sideCount: 2, format: 'FIXED_GAMES', restOrder: [], vestColours: ['ORANGE', 'YELLOW'] }),
    );
  });

  it('refuses two sides in one vest, a game length out of 5–45 and an end before the start, without calling the server', async () => {
    const app = renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([]) });
    const dialog = await openCreate();
    await choose(dialog, /2팀 조끼 색/, '주황');
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: /경기 시간/ }), { target: { value: '50' } }));
    act(() => fireEvent.blur(within(dialog).getByRole('textbox', { name: /경기 시간/ })));
    await choose(dialog, /종료 시간/, '07:00');
    click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('팀마다 다른 조끼 색을 골라주세요.')).toBeTruthy();
    expect(within(dialog).getByText('경기 시간은 5~45분으로 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText('종료 시간은 시작 시간보다 늦어야 합니다.')).toBeTruthy();
    expect(app.callsTo('createScrimmage')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    renderTeamsApp({
      path: '/teams/1/schedules?date=2030-06-16',
      teams: admin,
      handlers: handlers([], {
        createScrimmage: () => {
          throw new BadRequestError({
            endpoint: 'createScrimmage',
            status: 400,
            code: 1000,
            message: '잘못된 요청입니다.',
            fieldErrors: [{ field: 'gameMinutes', message: '경기 시간은 45분 이하여야 합니다.' }],
          });
        },
      }),
    });
    const dialog = await openCreate();
    click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('경기 시간은 45분 이하여야 합니다.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '자체전 만들기' })).toBeTruthy();
  });

  it('shows a SCRIMMAGE item as 자체전, linked to its page, with no plain edit', async () => {
    renderTeamsApp({ path: '/teams/1/schedules?date=2030-06-16', teams: admin, handlers: handlers([scrimmageItem()]) });
    const card = await screen.findByRole('article', { name: '일요 자체전' });
    expect(within(card).getByText('자체전')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '자체전 보기' }).getAttribute('href')).toBe('/teams/1/scrimmages/4');
    expect(within(card).queryByRole('button', { name: '수정하기' })).toBeNull();
    expect(within(card).getByRole('button', { name: '삭제하기' })).toBeTruthy();
  });
});
