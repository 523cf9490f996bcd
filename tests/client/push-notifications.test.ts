/**
 * The service worker's push decisions (src/service-worker/push-notifications.ts): what a message
 * shows, and which window a tap on it opens.
 */
import { describe, expect, it } from 'vitest';
import type { PushMessage } from '#contract/notifications.ts';
import { appPath, clickPlan, notificationFor, notificationIcon, pushData, type WindowInfo } from '#src/service-worker/push-notifications.ts';

const origin = 'https://pitchside.example';
const goal: PushMessage = {
  kind: 'goal',
  title: "⚽ 23' 김민준 골!",
  body: 'FC 한강 1 : 0 관악 유나이티드',
  url: '/matches/5',
  tag: 'match-5-goal-77',
};

const win = (id: string, path: string, more: Partial<WindowInfo> = {}): WindowInfo => ({
  id,
  url: `${origin}${path}`,
  focused: false,
  visibilityState: 'hidden',
  ...more,
});

describe('the notification of a push', () => {
  it('shows the message: title, body, its tag, the app icon and the page to open', () => {
    const { title, options } = notificationFor(goal, 1000);
    expect(title).toBe("⚽ 23' 김민준 골!");
    expect(options).toMatchObject({
      body: 'FC 한강 1 : 0 관악 유나이티드',
      tag: 'match-5-goal-77',
      icon: notificationIcon,
      lang: 'ko',
      timestamp: 1000,
      data: { url: '/matches/5' },
    });
    // A first notification sounds anyway: renotify is only for one that replaces another.
    expect(options.renotify).toBe(false);
  });

  it('a cancelled goal replaces the goal (same tag) and sounds again', () => {
    const { title, options } = notificationFor({ ...goal, kind: 'goal-cancelled', title: '골 취소', body: "23' 김민준 골이 취소되었습니다" }, 2000);
    expect(title).toBe('골 취소');
    expect(options.tag).toBe(goal.tag);
    expect(options.renotify).toBe(true);
  });

  it.each([
    ['no data', null],
    ['not a message', { hello: 'world' }],
    ['an unknown kind', { ...goal, kind: 'weather' }],
  ])('still shows something for %s, opening the app', (_, data) => {
    const { title, options } = notificationFor(data, 0);
    expect(title).toBe('Pitchside');
    expect(options.body).toMatch(/새 알림/);
    expect(options.data.url).toBe('/');
    expect(options.tag).toBeUndefined();
  });

  it('takes only a path of the app from a message', () => {
    expect(notificationFor({ ...goal, url: 'https://evil.example/x' }, 0).options.data.url).toBe('/');
    expect(appPath('/matches/5?tab=log')).toBe('/matches/5?tab=log');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 5, null]) expect(appPath(bad)).toBe('/');
  });

  it('reads the push data as JSON, or null', () => {
    expect(pushData(() => JSON.stringify(goal))).toEqual(goal);
    expect(pushData(() => 'not json')).toBeNull();
    expect(
      pushData(() => {
        throw new TypeError('no text');
      }),
    ).toBeNull();
  });
});

describe('the window a tap opens', () => {
  it('opens a new window when none of the app is open', () => {
    expect(clickPlan([], '/matches/5', origin)).toEqual({ kind: 'open', url: '/matches/5' });
    expect(clickPlan([{ ...win('x', '/'), url: 'https://other.example/' }], '/matches/5', origin)).toEqual({ kind: 'open', url: '/matches/5' });
  });

  it('only brings forward a window already showing the page', () => {
    const windows = [win('a', '/teams/1', { focused: true }), win('b', '/matches/5')];
    expect(clickPlan(windows, '/matches/5', origin)).toEqual({ kind: 'focus', clientId: 'b' });
  });

  it('sends the focused window there, else a visible one, else the first listed (the last used)', () => {
    expect(clickPlan([win('a', '/teams/1'), win('b', '/notices', { focused: true })], '/matches/5', origin)).toEqual({ kind: 'route', clientId: 'b' });
    expect(clickPlan([win('a', '/teams/1'), win('b', '/notices', { visibilityState: 'visible' })], '/matches/5', origin)).toEqual({
      kind: 'route',
      clientId: 'b',
    });
    expect(clickPlan([win('a', '/teams/1'), win('b', '/notices')], '/matches/5', origin)).toEqual({ kind: 'route', clientId: 'a' });
  });

  it('a page with another query is another page', () => {
    expect(clickPlan([win('a', '/teams/1/schedules?date=2026-05-03')], '/teams/1/schedules?date=2026-05-10', origin)).toEqual({ kind: 'route', clientId: 'a' });
  });

  it('never routes to something that is not a path of the app', () => {
    expect(clickPlan([], 'https://evil.example/', origin)).toEqual({ kind: 'open', url: '/' });
  });
});
