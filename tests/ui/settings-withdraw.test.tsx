// @vitest-environment jsdom
/**
 * Leaving Pitchside from the settings dialog (decision 031): the confirmation says what happens and
 * acts only on the typed word; the sole admin of a team with members is sent to hand the role over;
 * success ends the session as logout does, a refusal shows the server's message and the error toast.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '#contract/endpoints.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { CoreGate } from '#src/app/core-gate.tsx';
import { SettingsDialog } from '#src/features/settings/settings-dialog.tsx';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeam, renderApp, token } from './harness.tsx';

type Options = { params?: Record<string, string | number>; body?: unknown; query?: { teamRole?: string } };
/** Answers a call the harness's fake server does not know; undefined leaves it to the harness. */
type Extra = (name: EndpointName, options?: Options) => Promise<unknown> | undefined;

/** Headcounts by team id: how many admins and members `listMembers` reports. */
function headcounts(byTeam: Record<number, { admins: number; members: number }>): Extra {
  return (name, options) => {
    if (name !== 'listMembers') return undefined;
    const count = byTeam[Number(options!.params!.id)];
    const total = options?.query?.teamRole === 'TEAM_ADMIN' ? count.admins : count.members;
    return Promise.resolve({ content: [], page: 0, size: 1, totalElements: total });
  };
}

function openSettings(teams: MyTeamListItem[], ...extras: Extra[]) {
  const app = renderApp({
    path: '/teams/1',
    signedIn: token(),
    server: { teams },
    children: (
      <CoreGate>
        <SettingsDialog isOpen onOpenChange={() => {}} />
      </CoreGate>
    ),
  });
  const harness = app.http.calls.getMockImplementation()!;
  app.http.calls.mockImplementation(async (name: EndpointName, options?: Options) => {
    for (const extra of extras) {
      const answer = extra(name, options);
      // The fake answers what the real endpoint would; its type is the harness's.
      if (answer !== undefined) return answer as ReturnType<typeof harness>;
    }
    return harness(name, options);
  });
  return app;
}

const withdrawAnswers =
  (answer: () => Promise<unknown>): Extra =>
  (name) =>
    name === 'withdraw' ? answer() : undefined;

async function openConfirmation(name = '회원 탈퇴') {
  const settings = await screen.findByRole('dialog', { name: '설정' });
  act(() => within(settings).getByRole('button', { name: '회원 탈퇴' }).click());
  return screen.findByRole('dialog', { name });
}

function typeConfirmation(dialog: HTMLElement, text: string) {
  const field = within(dialog).getByRole('textbox', { name: /확인을 위해 ‘탈퇴’를 입력해주세요/ });
  act(() => {
    fireEvent.change(field, { target: { value: text } });
  });
}

const withdrawCalls = (app: ReturnType<typeof openSettings>) => app.http.calls.mock.calls.filter(([name]) => name === 'withdraw').length;

describe('회원 탈퇴 in the settings dialog', () => {
  it('opens a confirmation that says what is erased, what stays and that it cannot be undone', async () => {
    openSettings([myTeam()]);
    const dialog = await openConfirmation();
    expect(within(dialog).getByText(/이름, 프로필 사진, 카카오 계정 연결이 삭제됩니다/)).toBeTruthy();
    expect(within(dialog).getByText(/모든 팀에서 나가며/)).toBeTruthy();
    expect(within(dialog).getByText(/이름은 ‘탈퇴한 회원’으로 표시됩니다/)).toBeTruthy();
    expect(within(dialog).getByText(/되돌릴 수 없습니다/)).toBeTruthy();
    // Cancel is where the focus starts: the safe choice.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '취소' })));
  });

  it('says what the person still owes each team in dues, with the figure, before they confirm', async () => {
    openSettings([myTeam({ id: 1, name: 'FC 서울', duesOwed: 42_223 }), myTeam({ id: 2, name: '목요 풋살', duesOwed: 0 })]);
    const dialog = await openConfirmation();
    expect(await within(dialog).findByText('아직 내지 않은 회비가 있습니다.')).toBeTruthy();
    expect(within(dialog).getByText('FC 서울: 42,223원')).toBeTruthy();
    expect(within(dialog).queryByText(/목요 풋살:/)).toBeNull();
    expect(within(dialog).getByText(/이 금액은 팀 장부에 이름 없이 ‘탈퇴한 회원’으로 남습니다/)).toBeTruthy();
  });

  it('says nothing of dues when nothing is owed', async () => {
    openSettings([myTeam({ duesOwed: 0 })]);
    const dialog = await openConfirmation();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '탈퇴하기' })).toBeTruthy());
    expect(within(dialog).queryByText('아직 내지 않은 회비가 있습니다.')).toBeNull();
  });

  it('does nothing until ‘탈퇴’ is typed', async () => {
    const app = openSettings(
      [myTeam()],
      withdrawAnswers(() => Promise.resolve(undefined)),
    );
    const dialog = await openConfirmation();
    act(() => within(dialog).getByRole('button', { name: '탈퇴하기' }).click());
    expect(await within(dialog).findByText('‘탈퇴’를 정확히 입력해야 탈퇴할 수 있습니다.')).toBeTruthy();
    typeConfirmation(dialog, '탈퇴 할래요');
    act(() => within(dialog).getByRole('button', { name: '탈퇴하기' }).click());
    expect(await within(dialog).findByText('‘탈퇴’를 정확히 입력해야 탈퇴할 수 있습니다.')).toBeTruthy();
    expect(withdrawCalls(app)).toBe(0);
    expect(app.session.getState().isLoggedIn).toBe(true);
  });

  it('cancel closes the confirmation without a call', async () => {
    const app = openSettings(
      [myTeam()],
      withdrawAnswers(() => Promise.resolve(undefined)),
    );
    const dialog = await openConfirmation();
    act(() => within(dialog).getByRole('button', { name: '취소' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회원 탈퇴' })).toBeNull());
    expect(withdrawCalls(app)).toBe(0);
  });

  it('withdraws once confirmed: the success toast, the session ended as on logout, and /login', async () => {
    const app = openSettings(
      [myTeam({ teamRole: 'TEAM_ADMIN' })],
      headcounts({ 1: { admins: 2, members: 10 } }),
      withdrawAnswers(() => Promise.resolve(undefined)),
    );
    const dialog = await openConfirmation();
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    typeConfirmation(dialog, '탈퇴');
    act(() => within(dialog).getByRole('button', { name: '탈퇴하기' }).click());

    expect(await screen.findByText('회원 탈퇴가 완료되었습니다. 그동안 Pitchside를 이용해주셔서 감사합니다.')).toBeTruthy();
    expect(withdrawCalls(app)).toBe(1);
    expect(app.session.getState().isLoggedIn).toBe(false);
    expect(app.current()).toBe('/login');
    // The cached reads went with the session (a query still mounted may register again, empty).
    expect(app.queryClient.getQueryData(['users', 7, 'teams'])).toBeUndefined();
    expect(
      app.queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined),
    ).toEqual([]);
  });

  it('sends the only admin of a team with other members to hand the role over, naming that team', async () => {
    const app = openSettings(
      [
        myTeam({ id: 1, name: 'FC 서울', teamRole: 'TEAM_ADMIN' }),
        myTeam({ id: 2, name: '새벽 FC', teamRole: 'TEAM_ADMIN' }),
        myTeam({ id: 3, name: '목요 풋살', teamRole: 'USER' }),
      ],
      headcounts({ 1: { admins: 2, members: 12 }, 2: { admins: 1, members: 4 } }),
    );
    const dialog = await openConfirmation('운영진 역할을 먼저 넘겨주세요');
    const link = within(dialog).getByRole('link', { name: '새벽 FC 팀 관리 페이지로 이동' });
    expect(link.getAttribute('href')).toBe('/teams/2/admin');
    expect(within(dialog).queryByRole('link', { name: /FC 서울/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '탈퇴하기' })).toBeNull();
    // Teams the person only plays for are not asked about.
    expect(app.http.calls.mock.calls.filter(([name, options]) => name === 'listMembers' && (options as Options).params!.id === 3)).toEqual([]);
    act(() => link.click());
    await waitFor(() => expect(app.current()).toBe('/teams/2/admin'));
    expect(withdrawCalls(app)).toBe(0);
  });

  it('lets the only member of a team leave: no one is left without an admin', async () => {
    openSettings([myTeam({ teamRole: 'TEAM_ADMIN' })], headcounts({ 1: { admins: 1, members: 1 } }));
    const dialog = await openConfirmation();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '탈퇴하기' }).hasAttribute('disabled')).toBe(false));
  });

  it("shows the server's refusal and the error toast when it still answers 409 4008", async () => {
    const message = '새벽 FC에 다른 멤버가 있고 운영진은 회원님뿐입니다. 운영진 역할을 다른 멤버에게 넘긴 뒤 탈퇴해주세요.';
    const app = openSettings(
      [myTeam()],
      withdrawAnswers(() => Promise.reject(new HttpError({ endpoint: 'withdraw', status: 409, code: 4008, message }))),
    );
    const dialog = await openConfirmation();
    typeConfirmation(dialog, '탈퇴');
    act(() => within(dialog).getByRole('button', { name: '탈퇴하기' }).click());

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(await screen.findByText(/^회원 탈퇴에 실패했습니다\. - .*"code":4008/)).toBeTruthy();
    expect(app.session.getState().isLoggedIn).toBe(true);
    expect(app.current()).toBe('/teams/1');
  });
});
