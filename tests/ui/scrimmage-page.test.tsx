// @vitest-environment jsdom
import type { CheckInRequest, Scrimmage, SidesRequest } from '#contract/scrimmages.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { attendee, game, pageHandlers, scrimmage } from './scrimmage-fixtures.ts';
import { renderTeamsApp } from './teams-harness.tsx';

const member = [myTeam({ id: 1, teamRole: 'USER' })];
const admin = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];
const path = '/teams/1/scrimmages/4';
const click = (element: Element) => act(() => fireEvent.click(element));
const press = (element: Element, key: string) =>
  act(() => {
    fireEvent.keyDown(element, { key });
    fireEvent.keyUp(element, { key });
  });

/** A server whose scrimmage changes with the writes the page sends. */
function server(start: Scrimmage) {
  let current = start;
  const handlers = pageHandlers(() => current, {
    checkInScrimmage: ({ body }) => {
      const { userId, guestName } = body as CheckInRequest;
      const added = userId ? attendee(userId) : attendee(null, { name: guestName! });
      current = { ...current, attendees: [...current.attendees, added] };
      return added;
    },
    removeScrimmageAttendee: ({ params }) => {
      current = { ...current, attendees: current.attendees.filter((a) => a.id !== Number(params?.attendeeId)) };
      return null;
    },
    setScrimmageSides: ({ body }) => {
      current = { ...current, state: 'SIDES', sides: (body as SidesRequest).sides.map((s) => ({ ...s, attendeeIds: [...s.attendeeIds] })) };
      return current;
    },
  });
  return { handlers, now: () => current };
}

/** 팀 나누기 is a step of the lifecycle machine (decision 090): the runner takes it from check-in. */
async function toSplitStep() {
  const step = await screen.findByRole('button', { name: '팀 나누기' });
  await waitFor(() => expect(step.getAttribute('aria-disabled')).toBeNull());
  click(step);
}

const sideCard = (label: string) => screen.getByRole('region', { name: label });
const namesIn = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('/teams/{id}/scrimmages/{id} at check-in', () => {
  it('lets the admin tap who came, 참석 first, then 미정 and no answer, and tap again to take it back', async () => {
    const { handlers } = server(scrimmage({ attendees: [attendee(7)] }));
    const app = renderTeamsApp({ path, teams: admin, handlers });
    expect(await screen.findByRole('heading', { name: '일요 자체전', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '출석 체크할 멤버' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(9));
    const order = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    // 참석 by name, then 미정, then those who did not answer; 불참 (조주원) only through the search.
    expect(order).toEqual(['김민수', '박지훈', '이서준', '정하준', '최도윤', '강시우', '윤지호', '임건우', '장민재']);
    expect(screen.getByText('출석 1명 · 용병 0명')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '김민수' }).getAttribute('aria-pressed')).toBe('true');

    click(within(list).getByRole('button', { name: '박지훈' }));
    await waitFor(() => expect(app.callsTo('checkInScrimmage')).toHaveLength(1));
    expect(app.callsTo('checkInScrimmage')[0]).toEqual(expect.objectContaining({ params: { id: 1, scrimmageId: 4 }, body: { userId: 9 } }));
    await waitFor(() => expect(within(list).getByRole('button', { name: '박지훈' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('출석 2명 · 용병 0명')).toBeTruthy();

    click(within(list).getByRole('button', { name: '김민수' }));
    await waitFor(() => expect(app.callsTo('removeScrimmageAttendee')).toHaveLength(1));
    expect(app.callsTo('removeScrimmageAttendee')[0].params).toEqual({ id: 1, scrimmageId: 4, attendeeId: 107 });
    await waitFor(() => expect(within(list).getByRole('button', { name: '김민수' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('adds a late member found by name and a guest by name', async () => {
    const { handlers } = server(scrimmage());
    const app = renderTeamsApp({ path, teams: admin, handlers });
    const search = await screen.findByRole('searchbox', { name: '늦게 온 멤버 찾기' });
    act(() => fireEvent.change(search, { target: { value: '조주' } }));
    click(await screen.findByRole('button', { name: '조주원 출석' }));
    await waitFor(() => expect(app.callsTo('checkInScrimmage')[0]?.body).toEqual({ userId: 13 }));

    act(() => fireEvent.change(screen.getByRole('textbox', { name: '용병 이름' }), { target: { value: '용병 박' } }));
    click(screen.getByRole('button', { name: '용병 추가' }));
    await waitFor(() => expect(app.callsTo('checkInScrimmage')[1]?.body).toEqual({ guestName: '용병 박' }));
    expect(await screen.findByRole('button', { name: '용병 박 출석 취소' })).toBeTruthy();
    expect(screen.getByText('출석 1명 · 용병 1명')).toBeTruthy();
  });

  it('shows a member who is here, read-only', async () => {
    const { handlers } = server(scrimmage({ attendees: [attendee(7), attendee(8), attendee(null)] }));
    renderTeamsApp({ path, teams: member, handlers });
    const here = await screen.findByRole('list', { name: '출석한 사람' });
    expect(
      within(here)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['김민수', '이서준', '용병 김 · 용병']);
    expect(screen.getByText('출석 2명 · 용병 1명')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '출석 체크할 멤버' })).toBeNull();
    expect(screen.queryByRole('button', { name: '제안 받기' })).toBeNull();
  });
});

describe('팀 나누기', () => {
  const six = [7, 8, 9, 10, 11, 12].map((id) => attendee(id));

  it('proposes sides of equal size with a keeper each, swaps two by taps and by keyboard, and saves them', async () => {
    const { handlers } = server(scrimmage({ attendees: six }));
    const app = renderTeamsApp({ path, teams: admin, handlers });
    await toSplitStep();
    const propose = await screen.findByRole('button', { name: '제안 받기' });
    await waitFor(() => expect(propose.hasAttribute('disabled')).toBe(false));
    click(propose);
    const orange = sideCard('주황팀');
    const blue = sideCard('파랑팀');
    expect(within(orange).getByText('3명')).toBeTruthy();
    expect(within(blue).getByText('3명')).toBeTruthy();
    // 이서준 and 강시우 keep goal: one on each side.
    expect(within(orange).getAllByText('GK')).toHaveLength(1);
    expect(within(blue).getAllByText('GK')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: '이렇게 나눈 이유' })).getByText('골키퍼 팀마다 1명')).toBeTruthy();

    const before = { orange: namesIn(orange), blue: namesIn(blue) };
    const first = within(orange).getAllByRole('button', { pressed: false })[0];
    const firstName = first.getAttribute('aria-label')!;
    const other = within(blue)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-pressed') === 'false' && !b.getAttribute('aria-label')!.endsWith('고정'))!;
    const otherName = other.getAttribute('aria-label')!;
    click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    click(other);
    expect(within(sideCard('주황팀')).getByRole('button', { name: otherName })).toBeTruthy();
    expect(within(sideCard('파랑팀')).getByRole('button', { name: firstName })).toBeTruthy();
    expect(screen.getByText(new RegExp(`${firstName}[와과] ${otherName}[을를] 바꿨습니다`))).toBeTruthy();

    // The keyboard path: Enter on one, Enter on the other swaps them back.
    press(within(sideCard('주황팀')).getByRole('button', { name: otherName }), 'Enter');
    press(within(sideCard('파랑팀')).getByRole('button', { name: firstName }), 'Enter');
    expect(namesIn(sideCard('주황팀')).sort()).toEqual([...before.orange].sort());

    click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(app.callsTo('setScrimmageSides')).toHaveLength(1));
    const sent = app.callsTo('setScrimmageSides')[0].body as SidesRequest;
    expect(sent.sides.map((s) => [s.side, s.vestColour, s.attendeeIds.length])).toEqual([
      [0, 'ORANGE', 3],
      [1, 'BLUE', 3],
    ]);
    expect(sent.sides.flatMap((s) => s.attendeeIds).sort()).toEqual(six.map((a) => a.id).sort());
    expect(await screen.findByText('팀을 저장했습니다.')).toBeTruthy();
  });

  it('keeps a pinned player on their side through 다시 섞기', async () => {
    const { handlers } = server(scrimmage({ attendees: six }));
    renderTeamsApp({ path, teams: admin, handlers });
    await toSplitStep();
    const propose = await screen.findByRole('button', { name: '제안 받기' });
    await waitFor(() => expect(propose.hasAttribute('disabled')).toBe(false));
    click(propose);
    const pinned = within(sideCard('주황팀')).getAllByRole('button', { name: /고정$/ })[1];
    const name = pinned.getAttribute('aria-label')!.replace(/ 고정$/, '');
    click(pinned);
    expect(pinned.getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 4; i++) {
      click(screen.getByRole('button', { name: '다시 섞기' }));
      expect(within(sideCard('주황팀')).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('after a late arrival, mends the saved sides with the fewest moves and says how many moved', async () => {
    const sides = [
      { side: 0, vestColour: 'ORANGE' as const, attendeeIds: [107, 108, 109] },
      { side: 1, vestColour: 'BLUE' as const, attendeeIds: [110, 111, 112] },
    ];
    const { handlers } = server(scrimmage({ state: 'SIDES', attendees: [...six, attendee(13), attendee(14)], sides }));
    renderTeamsApp({ path, teams: admin, handlers });
    expect(await screen.findByText('팀이 없는 사람 2명: 다시 맞추기를 눌러주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '저장' }).hasAttribute('disabled')).toBe(true);
    const mend = screen.getByRole('button', { name: '다시 맞추기' });
    await waitFor(() => expect(mend.hasAttribute('disabled')).toBe(false));
    click(mend);
    expect(screen.getByText('0명 이동')).toBeTruthy();
    expect(within(sideCard('주황팀')).getByText('4명')).toBeTruthy();
    expect(within(sideCard('파랑팀')).getByText('4명')).toBeTruthy();
    expect(screen.getByRole('button', { name: '저장' }).hasAttribute('disabled')).toBe(false);
  });

  it('gives the member named to run it the same tools', async () => {
    const { handlers } = server(scrimmage({ attendees: six, runnerId: 7 }));
    renderTeamsApp({ path, teams: member, handlers });
    expect(await screen.findByRole('list', { name: '출석 체크할 멤버' })).toBeTruthy();
    await toSplitStep();
    expect(await screen.findByRole('button', { name: '제안 받기' })).toBeTruthy();
  });

  it('is a step of its own: offered once a player per side is here, with the way back to 출석 체크', async () => {
    const { handlers } = server(scrimmage({ attendees: [attendee(7)] }));
    renderTeamsApp({ path, teams: admin, handlers });
    const list = await screen.findByRole('list', { name: '출석 체크할 멤버' });
    const step = screen.getByRole('button', { name: '팀 나누기' });
    // One player for two sides: the machine does not take the split yet, and the page says why.
    expect(step.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('팀을 나누려면 2명 이상 출석해야 합니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제안 받기' })).toBeNull();

    click(await within(list).findByRole('button', { name: '박지훈' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: '박지훈' }).getAttribute('aria-pressed')).toBe('true'));
    await toSplitStep();
    // In the step: the split tools, no check-in list (a late arrival is checked in back at 출석 체크).
    expect(await screen.findByRole('button', { name: '제안 받기' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '출석 체크할 멤버' })).toBeNull();
    click(screen.getByRole('button', { name: '출석 체크로 돌아가기' }));
    expect(await screen.findByRole('list', { name: '출석 체크할 멤버' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제안 받기' })).toBeNull();
  });

  it('keeps the step and says why when the server refuses the split', async () => {
    const { handlers } = server(scrimmage({ attendees: six }));
    const refusing = {
      ...handlers,
      setScrimmageSides: () => {
        throw new HttpError({ endpoint: 'setScrimmageSides', status: 400, code: 12010, message: '팀 인원 차이는 한 명까지만 둘 수 있습니다.' });
      },
    };
    const app = renderTeamsApp({ path, teams: admin, handlers: refusing });
    await toSplitStep();
    const propose = await screen.findByRole('button', { name: '제안 받기' });
    await waitFor(() => expect(propose.hasAttribute('disabled')).toBe(false));
    click(propose);
    click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(app.callsTo('setScrimmageSides')).toHaveLength(1));
    expect(await screen.findByText(/^팀 저장 실패 - .*"code":12010/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '출석 체크로 돌아가기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
  });

  it('leaves the step once the split is saved: the record screen, the vest card and late check-in are offered', async () => {
    const { handlers } = server(scrimmage({ attendees: six }));
    renderTeamsApp({ path, teams: admin, handlers });
    await toSplitStep();
    const propose = await screen.findByRole('button', { name: '제안 받기' });
    await waitFor(() => expect(propose.hasAttribute('disabled')).toBe(false));
    click(propose);
    click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('link', { name: '기록하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '출석 체크로 돌아가기' })).toBeNull();
    expect(screen.getByRole('button', { name: '조끼 카드 공유' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '출석 체크할 멤버' })).toBeTruthy();
  });
});

describe('the sides and the games, read-only', () => {
  const sides = [
    { side: 0, vestColour: 'ORANGE' as const, attendeeIds: [107, 108, 109] },
    { side: 1, vestColour: 'BLUE' as const, attendeeIds: [110, 111, 112] },
  ];
  const attendees = [7, 8, 9, 10, 11, 12].map((id) => attendee(id));

  it('shows a member each side with its vest, size and keeper, without a balance bar or editing', async () => {
    const { handlers } = server(scrimmage({ state: 'SIDES', attendees, sides, noShows: [{ userId: 13, name: '조주원' }] }));
    renderTeamsApp({ path, teams: member, handlers });
    await screen.findByRole('region', { name: '주황팀' });
    await waitFor(() => expect(namesIn(sideCard('주황팀'))).toEqual(['김민수', '이서준GK', '박지훈']));
    expect(namesIn(sideCard('파랑팀'))).toEqual(['최도윤', '정하준', '강시우GK']);
    expect(screen.queryByText(/레벨 합/)).toBeNull();
    expect(screen.queryByRole('button', { name: '제안 받기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
    expect(screen.queryByText(/오지 않음/)).toBeNull();
  });

  it('lists the games so far with their vests and scores, links the admin to the record screen and names the no-shows to them', async () => {
    const playing = game({ id: 2, number: 2, homeSide: 1, awaySide: 0, state: 'PLAYING', endedAt: null, homeScore: 0, awayScore: 1 });
    const noShows = [{ userId: 13, name: '조주원' }];
    const { handlers } = server(scrimmage({ state: 'PLAYING', attendees, sides, games: [game(), playing], noShows }));
    renderTeamsApp({ path, teams: admin, handlers });
    expect(await screen.findByRole('listitem', { name: '1경기 주황팀 2 대 1 파랑팀' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '2경기 파랑팀 0 대 1 주황팀' })).getByText('진행 중')).toBeTruthy();
    expect(screen.getByRole('link', { name: '기록하기' }).getAttribute('href')).toBe('/teams/1/scrimmages/4/record');
    expect(screen.getByText('참석이라 했지만 오지 않음: 조주원')).toBeTruthy();
    // While a game is on, the sides are shown, not edited (the server takes new sides between games only).
    expect(screen.getByRole('region', { name: '주황팀' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제안 받기' })).toBeNull();
  });
});
