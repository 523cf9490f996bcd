// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '#src/app/layout/error-fallback.tsx';
import { SettingsDialog } from '#src/features/settings/settings-dialog.tsx';
import { storage } from '#src/lib/storage.ts';
import { CoreGate } from '#src/app/core-gate.tsx';
import { myTeam, renderApp, token } from './harness.tsx';

function openSettings(teams: ReturnType<typeof myTeam>[], path = '/teams/select') {
  return renderApp({
    path,
    signedIn: token(),
    server: { teams },
    children: (
      <CoreGate>
        <SettingsDialog isOpen onOpenChange={() => {}} />
      </CoreGate>
    ),
  });
}

describe('settings dialog', () => {
  it('without a team shows the empty state with a link to 팀 가입', async () => {
    openSettings([]);
    const dialog = await screen.findByRole('dialog', { name: '설정' });
    await within(dialog).findByText(/소속된 팀이 없습니다\. 팀에 가입한 뒤 다시 설정해주세요\./);
    expect(within(dialog).getByRole('link', { name: '팀 가입' }).getAttribute('href')).toBe('/teams/join');
    expect(within(dialog).queryByRole('button', { name: '변경' })).toBeNull();
  });

  it('has a log-out button, an enabled 회원 탈퇴 button (tests/ui/settings-withdraw.test.tsx) and 닫기', async () => {
    openSettings([myTeam()]);
    const dialog = await screen.findByRole('dialog', { name: '설정' });
    expect(within(dialog).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '회원 탈퇴' }).hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeTruthy();
  });

  it('names the current team once: the section is 팀, its select 현재 팀', async () => {
    openSettings([myTeam({ id: 1, name: 'FC 서울' })]);
    const dialog = await screen.findByRole('dialog', { name: '설정' });
    expect(within(dialog).getByRole('heading', { name: '팀', level: 3 })).toBeTruthy();
    await within(dialog).findByRole('button', { name: /현재 팀/ });
    expect(within(dialog).getAllByText('현재 팀')).toHaveLength(1);
  });

  it('changing the current team stores it and goes to that team', async () => {
    storage.setCurrentTeamId(1);
    const app = openSettings([myTeam({ id: 1, name: 'FC 서울' }), myTeam({ id: 2, name: '한강 FC', isTemp: true })]);
    const dialog = await screen.findByRole('dialog', { name: '설정' });
    const trigger = await within(dialog).findByRole('button', { name: /현재 팀/ });
    await waitFor(() => expect(trigger.textContent).toContain('FC 서울'));
    act(() => {
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    });
    const option = await screen.findByRole('option', { name: '[임시] 한강 FC' });
    act(() => {
      fireEvent.keyDown(option, { key: 'Enter' });
      fireEvent.keyUp(option, { key: 'Enter' });
    });
    await waitFor(() => expect(trigger.textContent).toContain('한강 FC'));
    act(() => within(dialog).getByRole('button', { name: '변경' }).click());
    await waitFor(() => expect(app.current()).toBe('/teams/2'));
    expect(storage.getCurrentTeamId()).toBe(2);
  });

  it('logging out calls logout, ends the session and says so', async () => {
    const app = openSettings([myTeam()], '/teams/1');
    const dialog = await screen.findByRole('dialog', { name: '설정' });
    act(() => within(dialog).getByRole('button', { name: '로그아웃' }).click());
    expect(await screen.findByText('로그아웃되었습니다.')).toBeTruthy();
    expect(app.http.calls).toHaveBeenCalledWith('logout');
    expect(app.session.getState().isLoggedIn).toBe(false);
    expect(app.current()).toBe('/login');
  });
});

function Boom(): never {
  throw new Error('경기 데이터를 읽지 못함');
}

describe('error fallback', () => {
  it("shows 'Something went wrong!' with a guest sidebar, and Show Error / Hide Error toggles the error text", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('비회원')).toBeTruthy();
    expect(screen.queryByText(/경기 데이터를 읽지 못함/)).toBeNull();

    act(() => screen.getByRole('button', { name: 'Show Error' }).click());
    expect(screen.getByText(/경기 데이터를 읽지 못함/)).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Hide Error' }).click());
    expect(screen.queryByText(/경기 데이터를 읽지 못함/)).toBeNull();
  });
});
