// @vitest-environment jsdom
/**
 * The push screens (decision 058) with a fake server: the settings dialog's 알림 section (a browser without
 * push says so; a team choice is saved at once, and a failed save keeps the choice and offers to
 * save it again) and "미응답자에게 알림" on a schedule item (the count, the result, the wait, and a
 * refusal in the server's Korean).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/error-codes.ts';
import type { NotificationPreferences, NotificationSettings, ReminderStatus } from '#contract/notifications.ts';
import type { Schedule } from '#contract/schedules.ts';
import { NotificationsSection } from '#src/features/settings/components/notifications-section.tsx';
import { ReminderAction } from '#src/features/schedules/components/reminder-action.tsx';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam } from './harness.tsx';
import { renderInCore, type Handlers } from './teams-harness.tsx';

const renderWith = (children: ReactNode, handlers: Handlers) => renderInCore(children, { path: '/teams/1', handlers });

// Cast: the preferences may grow (a choice this screen does not show is sent back as the server gave it).
const allOn = { goals: true, matchPhases: true, reminders: true } as NotificationPreferences;
const settings = (mine: NotificationPreferences = allOn): NotificationSettings => ({ teamId: 1, mine, reminderHoursBefore: 24, noShowAlertAt: null });

describe('the settings dialog’s 알림 section', () => {
  it('says this browser cannot receive push notifications, and keeps the switch off and disabled', async () => {
    renderWith(<NotificationsSection />, { getMyTeams: () => [myTeam({ id: 1, name: 'FC 서울' })], getNotificationSettings: () => settings() });
    expect(await screen.findByText(/이 브라우저는 푸시 알림을 지원하지 않습니다/)).toBeTruthy();
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' }) as HTMLInputElement;
    expect(device.checked).toBe(false);
    expect(device.disabled).toBe(true);
  });

  it('saves a team choice at once with all three, and says so', async () => {
    const { calls } = renderWith(<NotificationsSection />, {
      getMyTeams: () => [myTeam({ id: 1, name: 'FC 서울' }), myTeam({ id: 9, name: '성수 FC', isTemp: true })],
      getNotificationSettings: () => settings(),
      updateNotificationSettings: (options) => settings(options?.body as NotificationPreferences),
    });
    const team = await screen.findByRole('group', { name: 'FC 서울' });
    // A temporary team has no members to notify.
    expect(screen.queryByRole('group', { name: /성수 FC/ })).toBeNull();
    const phases = await within(team).findByRole('switch', { name: '킥오프·하프타임·경기 종료' });
    expect((phases as HTMLInputElement).checked).toBe(true);
    act(() => fireEvent.click(phases));
    expect(await within(team).findByText('저장했습니다.')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('updateNotificationSettings', { params: { id: 1 }, body: { goals: true, matchPhases: false, reminders: true } });
    expect((phases as HTMLInputElement).checked).toBe(false);
  });

  it('turns 회비 알림 off for a team with the other choices as they were (decision 060)', async () => {
    const { calls } = renderWith(<NotificationsSection />, {
      getMyTeams: () => [myTeam({ id: 1, name: 'FC 서울' })],
      getNotificationSettings: () => settings({ ...allOn, dues: true }),
      updateNotificationSettings: (options) => settings(options?.body as NotificationPreferences),
    });
    const team = await screen.findByRole('group', { name: 'FC 서울' });
    const dues = (await within(team).findByRole('switch', { name: /^회비 알림/ })) as HTMLInputElement;
    expect(dues.checked).toBe(true);
    act(() => fireEvent.click(dues));
    expect(await within(team).findByText('저장했습니다.')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('updateNotificationSettings', {
      params: { id: 1 },
      body: { goals: true, matchPhases: true, reminders: true, dues: false },
    });
    expect(dues.checked).toBe(false);
  });

  it('a failed save keeps the choice on the screen, says so in Korean and saves it again on 다시 저장', async () => {
    let fail = true;
    const { calls } = renderWith(<NotificationsSection />, {
      getMyTeams: () => [myTeam({ id: 1, name: 'FC 서울' })],
      getNotificationSettings: () => settings(),
      updateNotificationSettings: (options) => {
        if (fail) throw new Error('network down');
        return settings(options?.body as NotificationPreferences);
      },
    });
    const team = await screen.findByRole('group', { name: 'FC 서울' });
    const goals = (await within(team).findByRole('switch', { name: /^골/ })) as HTMLInputElement;
    act(() => fireEvent.click(goals));
    const alert = await within(team).findByRole('alert');
    expect(alert.textContent).toContain('저장하지 못했습니다. 선택은 그대로 두었습니다.');
    expect(goals.checked).toBe(false);
    fail = false;
    act(() => within(alert).getByRole('button', { name: '다시 저장' }).click());
    expect(await within(team).findByText('저장했습니다.')).toBeTruthy();
    expect(calls).toHaveBeenLastCalledWith('updateNotificationSettings', { params: { id: 1 }, body: { goals: false, matchPhases: true, reminders: true } });
    expect(within(team).queryByRole('alert')).toBeNull();
    expect(goals.checked).toBe(false);
  });
});

describe('미응답자에게 알림', () => {
  const item: Schedule = {
    id: 5,
    teamId: 1,
    title: '목요 훈련',
    kind: 'TRAINING',
    startAt: new Date(Date.now() + 86_400_000).toISOString(),
    endAt: new Date(Date.now() + 90_000_000).toISOString(),
    place: null,
    note: null,
    matchId: null,
    scrimmageId: null,
    attendance: { attend: 2, absent: 1, undecided: 0, myAnswer: null },
  };
  const ready: ReminderStatus = { unanswered: 5, away: 0, lastCall: null, nextAllowedAt: null, automaticAt: null };
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('shows the count, sends, then says how many were reached and waits', async () => {
    const { calls } = renderWith(<ReminderAction item={item} />, {
      getScheduleReminders: () => ready,
      remindSchedule: () => ({ ...ready, lastCall: { sentAt: new Date().toISOString(), unanswered: 5, reminded: 3 }, nextAllowedAt: inAnHour() }),
    });
    const button = await screen.findByRole('button', { name: '미응답자에게 알림 · 5명' });
    act(() => button.click());
    expect(await screen.findByText('미응답 5명 중 3명에게 보냈습니다 · 2명은 알림을 켜지 않았습니다.')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('remindSchedule', { params: { id: 1, scheduleId: 5 }, navigateOnNotFound: false });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/^\d{2}:\d{2} 이후 다시 보낼 수 있습니다\.$/)).toBeTruthy();
  });

  it('a refusal within the hour is said in the server’s Korean, and the status is read again', async () => {
    let status = ready;
    const { calls } = renderWith(<ReminderAction item={item} />, {
      getScheduleReminders: () => status,
      remindSchedule: () => {
        status = { ...ready, lastCall: { sentAt: new Date().toISOString(), unanswered: 5, reminded: 5 }, nextAllowedAt: inAnHour() };
        const { code, status: httpStatus, message } = errorCodes.REMINDER_TOO_SOON;
        throw new HttpError({ endpoint: 'remindSchedule', status: httpStatus, code, message });
      },
    });
    const button = await screen.findByRole('button', { name: '미응답자에게 알림 · 5명' });
    act(() => button.click());
    expect(await screen.findByText('미응답자 알림은 일정마다 한 시간에 한 번 보낼 수 있습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /미응답자에게 알림/ }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/· 5명에게 알림을 보냈습니다\.$/)).toBeTruthy();
    expect(calls.mock.calls.filter(([name]) => name === 'getScheduleReminders').length).toBeGreaterThanOrEqual(2);
  });

  it('cannot be sent when everyone answered', async () => {
    renderWith(<ReminderAction item={item} />, { getScheduleReminders: () => ({ ...ready, unanswered: 0 }) });
    const button = await screen.findByRole('button', { name: '미응답자에게 알림 · 0명' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('모두 응답해서 알림을 보낼 사람이 없습니다.')).toBeTruthy();
  });
});
