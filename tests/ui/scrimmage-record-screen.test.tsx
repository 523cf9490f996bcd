// @vitest-environment jsdom
/**
 * The record screen runs on the scrimmage's lifecycle machine (machines/scrimmage.machine.ts,
 * decision 088): the buttons it shows are the taps the machine takes now. A finished game's events
 * are taken back after 다시 열기, and a game does not start while someone here has no side.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { attendee, game, pageHandlers, scrimmage } from './scrimmage-fixtures.ts';
import { renderTeamsApp } from './teams-harness.tsx';

const admin = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];
const path = '/teams/1/scrimmages/4/record';
const click = (element: Element) => act(() => fireEvent.click(element));

/** Two sides of two after game 1 (주황팀 2 대 1 파랑팀), 김민수 (107) scoring the last goal. */
function afterGameOne(over: Partial<Scrimmage> = {}): Scrimmage {
  const attendees = [7, 8, 9, 10].map((id) => attendee(id, { side: id < 9 ? 0 : 1 }));
  return scrimmage({
    state: 'PLAYING',
    attendees,
    sides: [
      { side: 0, vestColour: 'ORANGE', attendeeIds: [107, 108] },
      { side: 1, vestColour: 'BLUE', attendeeIds: [109, 110] },
    ],
    games: [game({ homeScore: 1, awayScore: 0, players: attendees.map((a) => ({ attendeeId: a.id, side: a.side! })) })],
    events: [{ id: 31, gameId: 1, eventType: 'GOAL', attendeeId: 107, assistAttendeeId: null, side: 0, createdAt: '2030-06-15T23:25:00.000Z' }],
    goals: [{ gameId: 1, scorerId: 107, assistId: null }],
    ...over,
  });
}

const handlers = (s: Scrimmage) => pageHandlers(() => s, { getScrimmageResults: () => ({ players: [], sides: [] }) });

describe('the record screen on the lifecycle machine', () => {
  it("between games the last game's log offers no 취소 until 다시 열기 reopens it", async () => {
    renderTeamsApp({ path, teams: admin, handlers: handlers(afterGameOne()) });
    const reopen = await screen.findByRole('button', { name: '다시 열기' });
    expect(screen.queryByRole('button', { name: /골 취소$/ })).toBeNull();
    click(reopen);
    const dialog = await screen.findByRole('alertdialog');
    click(within(dialog).getByRole('button', { name: '다시 열기' }));
    expect(await screen.findByRole('button', { name: /골 취소$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '일시정지' })).toBeTruthy();
  });

  it('a late arrival without a side holds the next game and says why', async () => {
    const s = afterGameOne();
    renderTeamsApp({ path, teams: admin, handlers: handlers({ ...s, attendees: [...s.attendees, attendee(11)] }) });
    const start = await screen.findByRole('button', { name: /경기 시작/ });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/팀이 없는 출석자가 있습니다/)).toBeTruthy();
  });

  it('everyone on a side: 경기 시작 starts the game on the screen at once', async () => {
    renderTeamsApp({ path, teams: admin, handlers: handlers(afterGameOne()) });
    const start = await screen.findByRole('button', { name: /경기 시작/ });
    expect(start.hasAttribute('disabled')).toBe(false);
    click(start);
    expect(await screen.findByRole('button', { name: '일시정지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '경기 종료' })).toBeTruthy();
  });

  it("자체전 종료, asked first, is the machine's write: it lands the runner on the scrimmage page over", async () => {
    let current = afterGameOne();
    const app = renderTeamsApp({
      path,
      teams: admin,
      handlers: pageHandlers(() => current, {
        getScrimmageResults: () => ({ players: [], sides: [] }),
        finishScrimmage: () => {
          current = { ...current, state: 'FINISHED' };
          return current;
        },
      }),
    });
    click(await screen.findByRole('button', { name: '자체전 종료' }));
    click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '자체전 종료' }));
    await waitFor(() => expect(app.callsTo('finishScrimmage')).toHaveLength(1));
    expect(await screen.findByText('자체전을 끝냈습니다')).toBeTruthy();
    expect(await screen.findByText('끝남')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
  });

  it('자체전 종료 refused: the screen says why and stays, to try again', async () => {
    renderTeamsApp({
      path,
      teams: admin,
      handlers: pageHandlers(() => afterGameOne(), {
        getScrimmageResults: () => ({ players: [], sides: [] }),
        finishScrimmage: () => {
          throw new HttpError({ endpoint: 'finishScrimmage', status: 409, code: 12020, message: '경기가 진행 중입니다.' });
        },
      }),
    });
    click(await screen.findByRole('button', { name: '자체전 종료' }));
    click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '자체전 종료' }));
    expect(await screen.findByText(/^자체전을 끝내지 못했습니다 - .*"code":12020/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '자체전 종료' }).getAttribute('aria-disabled')).toBeNull());
  });
});
