/**
 * The pure parts of the push screens (decision 058): whether this browser can take push notifications, the
 * key conversions, what a failed turn-on says, what "미응답자에게 알림" says for a reminder status,
 * and the team's reminder hours checked with the contract's schema.
 */
import { describe, expect, it } from 'vitest';
import type { ReminderStatus } from '#contract/notifications.ts';
import { PushPermissionError, type PushDeviceContext } from '#machines/push-device.machine.ts';
import { failureText } from '#src/features/settings/components/device-switch.tsx';
import { PushStepError } from '#src/features/settings/push/push-device.ts';
import { base64UrlToBytes, isPushServiceUnavailable, sameKey, unsupportedReason, type PushEnvironment } from '#src/features/settings/push/push-support.ts';
import { callSummary, reminderView } from '#src/features/schedules/reminder-view.ts';
import { checkReminderForm, reminderForm } from '#src/features/team-admin/reminder-hours.ts';
import { NetworkError } from '#src/lib/http/errors.ts';

const everything: PushEnvironment = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, isIos: false, isStandalone: false };

describe('whether this browser can receive push notifications', () => {
  it('can, with a service worker, the Push API and notifications (an iPhone web app on the home screen too)', () => {
    expect(unsupportedReason(everything)).toBeNull();
    expect(unsupportedReason({ ...everything, isIos: true, isStandalone: true })).toBeNull();
  });

  it('an iPhone in a Safari tab is told to add the app to the home screen', () => {
    expect(unsupportedReason({ ...everything, hasPushManager: false, isIos: true })).toBe('iosHomeScreen');
  });

  it('any other browser without them cannot', () => {
    expect(unsupportedReason({ ...everything, hasPushManager: false })).toBe('noPush');
    expect(unsupportedReason({ ...everything, hasServiceWorker: false })).toBe('noPush');
    // An old iPhone web app on the home screen (before iOS 16.4) has no Push API either.
    expect(unsupportedReason({ ...everything, hasPushManager: false, isIos: true, isStandalone: true })).toBe('noPush');
  });
});

describe('the server key', () => {
  const key = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
  const base64url = Buffer.from(key).toString('base64url');

  it('base64url (with or without padding) becomes the key bytes', () => {
    expect([...base64UrlToBytes(base64url)]).toEqual([...key]);
    expect([...base64UrlToBytes(`${base64url}=`)]).toEqual([...key]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('a subscription made with another key is not the same', () => {
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[10] ^= 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
    expect(sameKey(key.slice(0, 64).buffer, key)).toBe(false);
  });
});

describe('what a failed switch says', () => {
  const context = (error: unknown, failure: PushDeviceContext['failure'] = 'turnOn'): PushDeviceContext => ({
    unsupported: null,
    failure,
    error,
    notice: null,
  });

  it('names the step that failed', () => {
    expect(failureText(context(new PushStepError('subscribe')))).toMatch(/푸시 서비스에 등록하지 못했습니다/);
    expect(failureText(context(new PushStepError('register')))).toMatch(/서버에 이 기기를 등록하지 못했습니다/);
    expect(failureText(context(new PushStepError('worker')))).toMatch(/서비스 워커가 준비되지 않았습니다/);
  });

  it('says the browser has no push service (a private window, a browser without one), not the connection, when it has none', () => {
    for (const cause of [
      new DOMException('Registration failed - push service not available', 'AbortError'),
      new DOMException('Registration failed - permission denied', 'NotAllowedError'),
      new DOMException('push is not supported here', 'NotSupportedError'),
    ]) {
      const text = failureText(context(new PushStepError(isPushServiceUnavailable(cause) ? 'noPushService' : 'subscribe', { cause })));
      expect(text).toMatch(/이 브라우저에서는 푸시 서비스를 쓸 수 없어 알림을 켜지 못했습니다\. 시크릿/);
      expect(text).not.toMatch(/인터넷/);
    }
    // Another failure of the push service does not blame the connection either.
    expect(isPushServiceUnavailable(new DOMException('Registration failed - push service error', 'AbortError'))).toBe(false);
    expect(failureText(context(new PushStepError('subscribe')))).not.toMatch(/인터넷/);
  });

  it('says the connection is missing when the server could not be reached', () => {
    expect(failureText(context(new PushStepError('register', { cause: new NetworkError('putPushSubscription') })))).toMatch(/인터넷에 연결되어 있지 않습니다/);
  });

  it('a failed turn-off, and anything unknown, say so plainly', () => {
    expect(failureText(context(new Error('x'), 'turnOff'))).toMatch(/알림을 끄지 못했습니다/);
    expect(failureText(context(new PushPermissionError('dismissed')))).toBe('알림을 켜지 못했습니다.');
  });
});

describe('미응답자에게 알림', () => {
  const now = Date.parse('2026-05-02T03:00:00Z'); // 12:00 in Seoul
  const status = (over: Partial<ReminderStatus> = {}): ReminderStatus => ({
    unanswered: 5,
    away: 0,
    lastCall: null,
    nextAllowedAt: null,
    automaticAt: null,
    ...over,
  });

  it('can be sent while someone has not answered, counting them', () => {
    expect(reminderView(status(), now, null)).toEqual({ count: 5, away: null, canSend: true, result: null, wait: null, automatic: null });
  });

  it('leaves out and names the members injured or on leave that day (decision 091)', () => {
    expect(reminderView(status({ away: 2 }), now, null)).toMatchObject({ count: 3, canSend: true, away: '부상·휴회 중인 2명은 이 날 알림을 받지 않습니다.' });
    expect(reminderView(status({ unanswered: 2, away: 2 }), now, null)).toMatchObject({
      count: 0,
      canSend: false,
      wait: '남은 미응답자는 모두 부상·휴회 중이라 알림을 보낼 사람이 없습니다.',
    });
  });

  it('says how many were reminded, and who could not be', () => {
    expect(callSummary({ sentAt: '', unanswered: 5, reminded: 5 })).toBe('5명에게 알림을 보냈습니다.');
    expect(callSummary({ sentAt: '', unanswered: 5, reminded: 3 })).toBe('미응답 5명 중 3명에게 보냈습니다 · 2명은 알림을 켜지 않았습니다.');
    expect(callSummary({ sentAt: '', unanswered: 2, reminded: 0 })).toBe('미응답 2명 모두 알림을 켜지 않아 보내지 못했습니다.');
  });

  it('waits until the next allowed time (Seoul), then can be sent again', () => {
    const sentAt = '2026-05-02T02:40:00Z';
    const waiting = status({ lastCall: { sentAt, unanswered: 5, reminded: 3 }, nextAllowedAt: '2026-05-02T03:40:00Z' });
    const view = reminderView(waiting, now, null);
    expect(view.canSend).toBe(false);
    expect(view.wait).toBe('12:40 이후 다시 보낼 수 있습니다.');
    expect(view.result).toBe('11:40 · 미응답 5명 중 3명에게 보냈습니다 · 2명은 알림을 켜지 않았습니다.');
    // Just sent from here: the result without its time.
    expect(reminderView(waiting, now, sentAt).result).toBe('미응답 5명 중 3명에게 보냈습니다 · 2명은 알림을 켜지 않았습니다.');
    expect(reminderView(waiting, Date.parse('2026-05-02T03:40:00Z'), null)).toMatchObject({ canSend: true, wait: null });
  });

  it('cannot be sent when everyone answered', () => {
    expect(reminderView(status({ unanswered: 0 }), now, null)).toMatchObject({ canSend: false, wait: '모두 응답해서 알림을 보낼 사람이 없습니다.' });
  });

  it('says when the schedule reminds by itself, while that is still to come', () => {
    expect(reminderView(status({ automaticAt: '2026-05-02T09:00:00Z' }), now, null).automatic).toBe(
      '5월 2일 (토) 18:00에 응답하지 않은 멤버에게 자동으로 알림이 갑니다.',
    );
    expect(reminderView(status({ automaticAt: '2026-05-02T02:00:00Z' }), now, null).automatic).toBeNull();
  });
});

describe("the team's reminder hours", () => {
  it('start from the saved hours, or off with the default 24', () => {
    expect(reminderForm(6)).toEqual({ on: true, hours: 6 });
    expect(reminderForm(null)).toEqual({ on: false, hours: 24 });
  });

  it('off is null whatever the hours say', () => {
    expect(checkReminderForm({ on: false, hours: Number.NaN })).toEqual({ ok: true, hoursBefore: null });
  });

  it.each([
    [1, 1],
    [24, 24],
    [168, 168],
  ])('%i hours are taken', (hours, hoursBefore) => {
    expect(checkReminderForm({ on: true, hours })).toEqual({ ok: true, hoursBefore });
  });

  it.each([
    [0, '알림은 1시간 전부터 정할 수 있습니다.'],
    [169, '알림은 7일(168시간) 전까지 정할 수 있습니다.'],
    [1.5, '시간은 정수여야 합니다.'],
    [Number.NaN, '시간을 숫자로 입력해주세요.'],
  ])('%s hours are refused in Korean', (hours, error) => {
    expect(checkReminderForm({ on: true, hours })).toEqual({ ok: false, error });
  });
});
