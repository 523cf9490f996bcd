// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteCode } from '#contract/teams.ts';
import { inviteLink, inviteShareData, isActive } from '#src/features/team-admin/admin-format.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { maxScrimmagePairs } from '#contract/scrimmage-extras.ts';
import { addPair, removePair } from '#src/features/team-admin/scrimmage-pairs.ts';
import { myTeam } from './harness.tsx';
import { choose, member, renderMembersApp, typeInto } from './members-fixtures.tsx';

const day = 24 * 60 * 60 * 1000;
const adminTeam = [myTeam({ id: 1, teamRole: 'TEAM_ADMIN' })];

function code(over: Partial<InviteCode> = {}): InviteCode {
  return { id: 1, code: 'HANGANG7', expiresAt: null, maxUses: null, useCount: 0, createdAt: '2026-11-01T03:00:00.000Z', ...over };
}

afterEach(() => {
  vi.restoreAllMocks();
  // navigator.share is put there by the tests that need it (jsdom has none).
  delete (navigator as { share?: unknown }).share;
});

async function codeItem(text: string) {
  const list = await screen.findByRole('list', { name: '초대 코드 목록' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text)) as HTMLElement;
}

async function memberItem(name: string) {
  const list = await screen.findByRole('list', { name: '팀 멤버 목록' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name)) as HTMLElement;
}

describe('invite link', () => {
  it('is the join page with the code, on the given origin', () => {
    expect(inviteLink('HANGANG7', 'https://pitchside.example')).toBe('https://pitchside.example/teams/join?code=HANGANG7');
  });

  it('shares a short Korean invitation naming the team, and the link', () => {
    expect(inviteShareData('HANGANG7', 'FC 한강', 'https://pitchside.example')).toEqual({
      title: 'Pitchside 팀 초대',
      text: 'FC 한강에 초대합니다',
      url: 'https://pitchside.example/teams/join?code=HANGANG7',
    });
    expect(inviteShareData('HANGANG7', null, 'https://pitchside.example').text).toBe('팀에 초대합니다');
  });

  it('counts a code active until it expires or is used up', () => {
    const now = Date.parse('2026-11-25T00:00:00.000Z');
    expect(isActive(code({ expiresAt: null, maxUses: null, useCount: 99 }), now)).toBe(true);
    expect(isActive(code({ expiresAt: '2026-11-25T00:00:01.000Z' }), now)).toBe(true);
    expect(isActive(code({ expiresAt: '2026-11-25T00:00:00.000Z' }), now)).toBe(false);
    expect(isActive(code({ maxUses: 3, useCount: 2 }), now)).toBe(true);
    expect(isActive(code({ maxUses: 3, useCount: 3 }), now)).toBe(false);
  });
});

describe('invite codes', () => {
  it('lists codes with expiry, uses and creation date', async () => {
    renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      inviteCodes: [
        code({ id: 1, code: 'HANGANG7', expiresAt: new Date(Date.now() + 3 * day - 60_000).toISOString(), maxUses: 10, useCount: 4 }),
        code({ id: 2, code: 'OPEN2026', expiresAt: null, maxUses: null, useCount: 12 }),
      ],
    });
    const first = await codeItem('HANGANG7');
    expect(first.textContent).toContain('3일 후 만료');
    expect(first.textContent).toContain('4/10회');
    expect(first.textContent).toContain('2026. 11. 01 생성');
    const second = await codeItem('OPEN2026');
    expect(second.textContent).toContain('만료 없음');
    expect(second.textContent).toContain('12회 사용');
  });

  it('creates a code with the chosen expiry and use limit, then refreshes the list', async () => {
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: { createInviteCode: ({ body }) => ({ ...code({ id: 3, code: 'NEWCODE1' }), ...(body as object) }) },
    });
    const form = (await screen.findByRole('heading', { name: '새 초대 코드 만들기' }, { timeout: 5000 })).closest('form') as HTMLElement;
    await choose(form, /만료 기간/, '30일');
    const maxUses = within(form).getByRole('textbox', { name: '최대 사용 횟수' });
    expect(maxUses.hasAttribute('disabled')).toBe(true);
    act(() => within(form).getByRole('checkbox', { name: '사용 횟수 무제한' }).click());
    typeInto(maxUses, '5');
    act(() => within(form).getByRole('button', { name: '초대 코드 만들기' }).click());
    expect(await screen.findByText('초대 코드를 만들었습니다. (NEWCODE1)')).toBeTruthy();
    expect(app.callsOf('createInviteCode')[0]).toMatchObject({ params: { id: 1 }, body: { expiresInDays: 30, maxUses: 5 } });
    await waitFor(() => expect(app.callsOf('listInviteCodes')).toHaveLength(2));
  });

  it('creates an unlimited code that never expires', async () => {
    const app = renderMembersApp({ path: '/teams/1/admin', teams: adminTeam, handlers: { createInviteCode: () => code({ id: 4, code: 'FOREVER1' }) } });
    const form = (await screen.findByRole('heading', { name: '새 초대 코드 만들기' }, { timeout: 5000 })).closest('form') as HTMLElement;
    await choose(form, /만료 기간/, '만료 없음');
    act(() => within(form).getByRole('button', { name: '초대 코드 만들기' }).click());
    await waitFor(() => expect(app.callsOf('createInviteCode')).toHaveLength(1));
    expect(app.callsOf('createInviteCode')[0].body).toEqual({ expiresInDays: null, maxUses: null });
  });

  it('링크 복사 puts the join link on the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMembersApp({ path: '/teams/1/admin', teams: adminTeam, inviteCodes: [code()] });
    const item = await codeItem('HANGANG7');
    act(() => within(item).getByRole('button', { name: 'HANGANG7 가입 링크 복사' }).click());
    expect(await screen.findByText('가입 링크를 복사했습니다.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/teams/join?code=HANGANG7`);
  });

  it('링크 복사 says so when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMembersApp({ path: '/teams/1/admin', teams: adminTeam, inviteCodes: [code()] });
    const item = await codeItem('HANGANG7');
    act(() => within(item).getByRole('button', { name: 'HANGANG7 가입 링크 복사' }).click());
    expect(await screen.findByText('클립보드에 복사하지 못했습니다.')).toBeTruthy();
  });

  it("공유 opens the share sheet with the team's invitation and the link, where the browser has one", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderMembersApp({ path: '/teams/1/admin', teams: [myTeam({ id: 1, name: 'FC 한강', teamRole: 'TEAM_ADMIN' })], inviteCodes: [code()] });
    const item = await codeItem('HANGANG7');
    act(() => within(item).getByRole('button', { name: 'HANGANG7 가입 링크 공유' }).click());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0][0]).toEqual({
      title: 'Pitchside 팀 초대',
      text: 'FC 한강에 초대합니다',
      url: `${window.location.origin}/teams/join?code=HANGANG7`,
    });
  });

  it('공유 closed without choosing says nothing; a refused share says to copy the link instead', async () => {
    const share = vi
      .fn(async (_data: ShareData) => {})
      .mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderMembersApp({ path: '/teams/1/admin', teams: adminTeam, inviteCodes: [code()] });
    const item = await codeItem('HANGANG7');
    act(() => within(item).getByRole('button', { name: 'HANGANG7 가입 링크 공유' }).click());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('공유하지 못했습니다. 링크 복사를 이용해주세요.')).toBeNull();
    act(() => within(item).getByRole('button', { name: 'HANGANG7 가입 링크 공유' }).click());
    expect(await screen.findByText('공유하지 못했습니다. 링크 복사를 이용해주세요.')).toBeTruthy();
  });

  it('without navigator.share there is no 공유; an expired or used-up code offers neither link', async () => {
    renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      inviteCodes: [
        code({ id: 1, code: 'HANGANG7' }),
        code({ id: 2, code: 'OLDCODE1', expiresAt: new Date(Date.now() - day).toISOString() }),
        code({ id: 3, code: 'FULLCODE', maxUses: 3, useCount: 3 }),
      ],
    });
    const active = await codeItem('HANGANG7');
    expect(within(active).getByRole('button', { name: 'HANGANG7 가입 링크 복사' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /공유/ })).toBeNull();
    for (const [text, tag] of [
      ['OLDCODE1', '만료됨'],
      ['FULLCODE', '사용 완료'],
    ]) {
      const item = await codeItem(text);
      expect(item.textContent).toContain(tag);
      expect(within(item).queryByRole('button', { name: /링크/ })).toBeNull();
      expect(within(item).getByRole('button', { name: `${text} 폐기` })).toBeTruthy();
    }
  });

  it('폐기 asks first; cancelling keeps the code, confirming deletes it', async () => {
    const app = renderMembersApp({ path: '/teams/1/admin', teams: adminTeam, inviteCodes: [code({ id: 9 })], handlers: { deleteInviteCode: () => undefined } });
    const item = await codeItem('HANGANG7');
    act(() => within(item).getByRole('button', { name: 'HANGANG7 폐기' }).click());
    let confirm = await screen.findByRole('alertdialog', { name: '초대 코드 폐기' });
    act(() => within(confirm).getByRole('button', { name: '취소' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.callsOf('deleteInviteCode')).toHaveLength(0);

    act(() => within(item).getByRole('button', { name: 'HANGANG7 폐기' }).click());
    confirm = await screen.findByRole('alertdialog', { name: '초대 코드 폐기' });
    act(() => within(confirm).getByRole('button', { name: '폐기' }).click());
    expect(await screen.findByText('초대 코드를 폐기했습니다.')).toBeTruthy();
    expect(app.callsOf('deleteInviteCode')[0]).toMatchObject({ params: { id: 1, codeId: 9 } });
    await waitFor(() => expect(app.callsOf('listInviteCodes')).toHaveLength(2));
  });
});

describe('member management', () => {
  const lastAdmin = () => new HttpError({ endpoint: 'updateMember', status: 409, code: 5007, message: '팀에는 운영진이 한 명 이상 있어야 합니다.' });

  it('the last admin cannot step down: the change shows, then rolls back with the server message', async () => {
    let reject: (error: unknown) => void = () => {};
    let listCalls = 0;
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: {
        listMembers: () => {
          listCalls += 1;
          // Later reloads never answer: only the rollback can bring the old role back.
          if (listCalls > 1) return new Promise(() => {});
          return {
            content: [member({ userId: 7, name: '김민수', teamRole: 'TEAM_ADMIN' }), member({ userId: 9, name: '박지훈' })],
            page: 0,
            size: 100,
            totalElements: 2,
          };
        },
        updateMember: () => new Promise((_, r) => (reject = r)),
      },
    });
    const mine = await memberItem('김민수');
    expect(mine.textContent).toContain('운영진');
    act(() => within(mine).getByRole('button', { name: '김민수 정보 수정' }).click());
    const dialog = await screen.findByRole('dialog', { name: '김민수 정보 수정' });
    await choose(dialog, /권한/, '일반 멤버');
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    await waitFor(() => expect((app.callsOf('updateMember')[0]?.body as { teamRole?: string })?.teamRole).toBe('USER'));
    await waitFor(async () => expect((await memberItem('김민수')).textContent).toContain('일반 멤버'));
    await act(async () => reject(lastAdmin()));
    expect(await screen.findByText('팀에는 운영진이 한 명 이상 있어야 합니다.')).toBeTruthy();
    await waitFor(async () => expect((await memberItem('김민수')).textContent).toContain('운영진'));
  });

  it("an admin changes another member's back number and position", async () => {
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      members: [member({ userId: 7, teamRole: 'TEAM_ADMIN' }), member({ userId: 9, name: '박지훈', position: 'DF', backNumber: 5 })],
      handlers: { updateMember: ({ body }) => ({ ...member({ userId: 9, name: '박지훈' }), ...(body as object) }) },
    });
    const item = await memberItem('박지훈');
    act(() => within(item).getByRole('button', { name: '박지훈 정보 수정' }).click());
    const dialog = await screen.findByRole('dialog', { name: '박지훈 정보 수정' });
    typeInto(within(dialog).getByRole('textbox', { name: '등번호' }), '23');
    await choose(dialog, /포지션/, 'MF');
    act(() => within(dialog).getByRole('button', { name: '저장' }).click());
    expect(await screen.findByText('팀원 정보가 수정되었습니다.')).toBeTruthy();
    expect(app.callsOf('updateMember')[0]).toMatchObject({ params: { id: 1, userId: 9 }, body: { teamRole: 'USER', backNumber: 23, position: 'MF' } });
  });

  it('removing the last admin is refused with the server message and the member stays', async () => {
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      members: [member({ userId: 7, name: '김민수', teamRole: 'TEAM_ADMIN' })],
      handlers: {
        removeMember: () => {
          throw new HttpError({ endpoint: 'removeMember', status: 409, code: 5007, message: '마지막 운영진은 팀을 떠날 수 없습니다.' });
        },
      },
    });
    const item = await memberItem('김민수');
    act(() => within(item).getByRole('button', { name: '김민수 내보내기' }).click());
    const confirm = await screen.findByRole('alertdialog', { name: '멤버 내보내기' });
    act(() => within(confirm).getByRole('button', { name: '내보내기' }).click());
    expect(await screen.findByText('마지막 운영진은 팀을 떠날 수 없습니다.')).toBeTruthy();
    expect(app.callsOf('removeMember')[0]).toMatchObject({ params: { id: 1, userId: 7 } });
    expect(await memberItem('김민수')).toBeTruthy();
  });

  it('removes a member after confirmation', async () => {
    let removed = false;
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: {
        listMembers: () => {
          const content = [member({ userId: 7, teamRole: 'TEAM_ADMIN' }), ...(removed ? [] : [member({ userId: 9, name: '박지훈' })])];
          return { content, page: 0, size: 100, totalElements: content.length };
        },
        removeMember: () => {
          removed = true;
          return undefined;
        },
      },
    });
    const item = await memberItem('박지훈');
    act(() => within(item).getByRole('button', { name: '박지훈 내보내기' }).click());
    const confirm = await screen.findByRole('alertdialog', { name: '멤버 내보내기' });
    act(() => within(confirm).getByRole('button', { name: '내보내기' }).click());
    expect(await screen.findByText('박지훈 님을 팀에서 내보냈습니다.')).toBeTruthy();
    await waitFor(async () => expect(await memberItem('박지훈')).toBeUndefined());
    expect(app.callsOf('removeMember')).toHaveLength(1);
  });
});

describe('pairs for fair sides (pure edits)', () => {
  it.each([
    {
      name: 'adds a pair with its ids in order',
      pairs: [],
      a: 9,
      b: 7,
      rule: 'APART' as const,
      want: { ok: true, pairs: [{ userA: 7, userB: 9, rule: 'APART' }] },
    },
    { name: 'asks for two members', pairs: [], a: 7, b: null, rule: 'APART' as const, want: { ok: false, problem: 'pickTwo' } },
    { name: 'refuses one person twice', pairs: [], a: 7, b: 7, rule: 'TOGETHER' as const, want: { ok: false, problem: 'samePerson' } },
    {
      name: 'refuses the same pair with the same rule',
      pairs: [{ userA: 7, userB: 9, rule: 'APART' as const }],
      a: 9,
      b: 7,
      rule: 'APART' as const,
      want: { ok: false, problem: 'already' },
    },
    {
      name: 'changes the rule of a pair already there instead of adding it twice',
      pairs: [{ userA: 7, userB: 9, rule: 'APART' as const }],
      a: 7,
      b: 9,
      rule: 'TOGETHER' as const,
      want: { ok: true, pairs: [{ userA: 7, userB: 9, rule: 'TOGETHER' }] },
    },
  ])('$name', ({ pairs, a, b, rule, want }) => {
    expect(addPair(pairs, a, b, rule)).toEqual(want);
  });

  it('refuses a pair beyond the most a team keeps', () => {
    const full = Array.from({ length: maxScrimmagePairs }, (_, i) => ({ userA: i + 1, userB: 1000 + i, rule: 'APART' as const }));
    expect(addPair(full, 5000, 5001, 'APART')).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('removes the pair, whichever rule it has', () => {
    const pairs = [
      { userA: 7, userB: 9, rule: 'APART' as const },
      { userA: 7, userB: 8, rule: 'TOGETHER' as const },
    ];
    expect(removePair(pairs, { userA: 7, userB: 9, rule: 'TOGETHER' })).toEqual([{ userA: 7, userB: 8, rule: 'TOGETHER' }]);
  });
});

describe('levels and pairs for fair sides (admin page)', () => {
  async function levelGroup(name: string) {
    const list = await screen.findByRole('list', { name: '멤버별 실력 등급' }, { timeout: 5000 });
    return within(list).findByRole('radiogroup', { name: `${name} 실력 등급` });
  }
  const pressed = (group: HTMLElement) =>
    within(group)
      .getAllByRole('radio', { checked: true })
      .map((b) => b.textContent);

  it('says members never see levels, shows each level (미정 when none) and saves a change at once', async () => {
    let release: () => void = () => {};
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: {
        getMemberLevels: () => [
          { userId: 7, level: 3 },
          { userId: 8, level: null },
        ],
        setMemberLevel: ({ params, body }) =>
          new Promise((resolve) => {
            release = () => resolve({ userId: params?.userId, ...(body as object) });
          }),
      },
    });
    expect(await screen.findByText('등급은 운영진만 봅니다. 멤버에게는 어디에도 보이지 않습니다.', {}, { timeout: 5000 })).toBeTruthy();
    const minsu = await levelGroup('김민수');
    expect(pressed(minsu)).toEqual(['3']);
    expect(pressed(await levelGroup('이서준'))).toEqual(['미정']);
    expect(pressed(await levelGroup('박지훈'))).toEqual(['미정']);

    act(() => within(minsu).getByText('5').click());
    // Shown before the server answers (optimistic), then sent as it was chosen.
    await waitFor(() => expect(pressed(minsu)).toEqual(['5']));
    expect(app.callsOf('setMemberLevel')[0]).toMatchObject({ params: { id: 1, userId: 7 }, body: { level: 5 } });
    act(() => release());
    act(() => within(minsu).getByText('미정').click());
    await waitFor(() => expect(app.callsOf('setMemberLevel')[1]).toMatchObject({ body: { level: null } }));
  });

  it('rolls a refused level back and says why', async () => {
    renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: {
        getMemberLevels: () => [{ userId: 7, level: 2 }],
        setMemberLevel: () => {
          throw new HttpError({ endpoint: 'setMemberLevel', status: 404, code: 5009, message: '팀에 소속되지 않은 유저입니다.' });
        },
      },
    });
    const minsu = await levelGroup('김민수');
    act(() => within(minsu).getByText('4').click());
    expect(await screen.findByText(/실력 등급 저장 실패/)).toBeTruthy();
    await waitFor(() => expect(pressed(minsu)).toEqual(['2']));
  });

  it('lists the pairs by name, adds one with its rule, refuses one person twice, and removes one', async () => {
    let saved = [{ userA: 7, userB: 8, rule: 'APART' }];
    const app = renderMembersApp({
      path: '/teams/1/admin',
      teams: adminTeam,
      handlers: {
        getScrimmagePairs: () => saved,
        setScrimmagePairs: ({ body }) => {
          saved = (body as { pairs: typeof saved }).pairs;
          return saved;
        },
      },
    });
    const list = await screen.findByRole('list', { name: '짝 목록' }, { timeout: 5000 });
    expect(within(list).getByText('김민수 · 이서준')).toBeTruthy();
    expect(within(list).getByText('떼어 놓기')).toBeTruthy();

    const form = screen.getByRole('button', { name: '짝 추가' }).closest('form') as HTMLElement;
    await choose(form, /첫 번째 멤버/, '박지훈');
    await choose(form, /두 번째 멤버/, '박지훈');
    act(() => screen.getByRole('button', { name: '짝 추가' }).click());
    expect(await screen.findByText('서로 다른 두 멤버를 골라주세요.')).toBeTruthy();
    expect(app.callsOf('setScrimmagePairs')).toEqual([]);

    await choose(form, /두 번째 멤버/, '김민수');
    act(() => within(form).getByText('함께 두기').click());
    act(() => screen.getByRole('button', { name: '짝 추가' }).click());
    await waitFor(() =>
      expect(app.callsOf('setScrimmagePairs')[0]).toMatchObject({
        params: { id: 1 },
        body: {
          pairs: [
            { userA: 7, userB: 8, rule: 'APART' },
            { userA: 7, userB: 9, rule: 'TOGETHER' },
          ],
        },
      }),
    );
    expect(await within(list).findByText('김민수 · 박지훈')).toBeTruthy();

    act(() => within(list).getByRole('button', { name: '김민수, 이서준 짝 삭제' }).click());
    await waitFor(() => expect(app.callsOf('setScrimmagePairs')[1]).toMatchObject({ body: { pairs: [{ userA: 7, userB: 9, rule: 'TOGETHER' }] } }));
    await waitFor(() => expect(within(list).queryByText('김민수 · 이서준')).toBeNull());
  });
});
