// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { buildNavItems, reasonOwners } from '#src/app/layout/nav-items.ts';
import { SidebarContent } from '#src/app/layout/sidebar.tsx';
import { TeamHeader } from '#src/app/layout/team-header.tsx';
import { isWideWindow, useSidebarOpen } from '#src/app/layout/use-sidebar-open.ts';
import { isBelowBreakpoint } from '#src/lib/built-once-shown.tsx';
import { media } from '#src/styles/theme.css.ts';
import { fakeMatchMedia } from './media-query.ts';
import { myTeam } from './harness.tsx';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

describe('sidebar open rule (open iff the window is at least 1740 px wide)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens at 1740 px and is closed at 1739 px', () => {
    expect(isWideWindow(1740)).toBe(true);
    expect(isWideWindow(1739)).toBe(false);
    setWidth(1740);
    expect(renderHook(() => useSidebarOpen()).result.current.open).toBe(true);
    setWidth(1739);
    expect(renderHook(() => useSidebarOpen()).result.current.open).toBe(false);
  });

  it('re-evaluates 100 ms after the last resize, not before', () => {
    setWidth(1280);
    const { result } = renderHook(() => useSidebarOpen());
    expect(result.current.open).toBe(false);

    setWidth(1920);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(60);
      window.dispatchEvent(new Event('resize')); // a new resize restarts the wait
      vi.advanceTimersByTime(99);
    });
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);

    setWidth(390);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
    });
    expect(result.current.open).toBe(false);
  });

  it("a resize that does not cross the threshold keeps the person's own choice", () => {
    setWidth(390);
    const { result } = renderHook(() => useSidebarOpen());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    setWidth(400);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(100);
    });
    expect(result.current.open).toBe(true);
  });
});

function renderSidebar(props: Partial<Parameters<typeof SidebarContent>[0]> & { location: string }) {
  const location = memoryLocation({ path: props.location });
  return render(
    <Router hook={location.hook}>
      <SidebarContent
        currentTeam={null}
        myTeams={props.currentTeam ? [props.currentTeam] : []}
        userName="김민수"
        expanded
        onOpenSettings={() => {}}
        {...props}
      />
    </Router>,
  );
}

function navLink(name: string) {
  return within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name });
}

/** A window whose `md` media query answers `mdAndUp`, and tells its listeners when that changes. */
function windowAt(width: number, mdAndUp: boolean) {
  const queries = fakeMatchMedia(media.md, mdAndUp);
  const win = Object.assign(new EventTarget(), { innerWidth: width, matchMedia: queries.matchMedia });
  return { win: win as unknown as Window, turn: queries.turn };
}

describe('sidebar content on a phone (a drawer below md: built from its first opening on)', () => {
  it('below md the sidebar is a drawer; from md up, or where media queries cannot be asked, it is beside the page', () => {
    expect(isBelowBreakpoint(media.md, windowAt(390, false).win)).toBe(true);
    expect(isBelowBreakpoint(media.md, windowAt(1280, true).win)).toBe(false);
    expect(isBelowBreakpoint(media.md, { innerWidth: 390 } as unknown as Window)).toBe(false);
  });

  it('a closed drawer builds nothing; the first opening builds the content, and closing keeps it', () => {
    const { result } = renderHook(() => useSidebarOpen(windowAt(390, false).win));
    expect(result.current).toMatchObject({ open: false, contentBuilt: false });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ open: true, contentBuilt: true });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ open: false, contentBuilt: true });
  });

  it('beside the page (md and up) the collapsed rail shows its content from the start', () => {
    const { result } = renderHook(() => useSidebarOpen(windowAt(1280, true).win));
    expect(result.current).toMatchObject({ open: false, contentBuilt: true });
  });

  it('a phone turned past md builds the content at once', () => {
    const phone = windowAt(390, false);
    const { result } = renderHook(() => useSidebarOpen(phone.win));
    expect(result.current.contentBuilt).toBe(false);
    act(() => phone.turn(true));
    expect(result.current.contentBuilt).toBe(true);
  });

  it('following a link closes a drawer, not a sidebar beside the page', () => {
    const phone = renderHook(() => useSidebarOpen(windowAt(390, false).win)).result;
    act(() => phone.current.toggle());
    act(() => phone.current.closeIfDrawer());
    expect(phone.current.open).toBe(false);
    const desk = renderHook(() => useSidebarOpen(windowAt(1280, true).win)).result;
    act(() => desk.current.toggle());
    act(() => desk.current.closeIfDrawer());
    expect(desk.current.open).toBe(true);
  });
});

describe('sidebar items', () => {
  it('without a team, the team items (팀 공지사항 among them) and 매치 등록 are disabled', () => {
    renderSidebar({ location: '/teams/select', currentTeam: null });
    for (const name of ['팀 프로필', '팀 경기 기록', '팀 멤버', '팀 일정', '팀 공지사항', '매치 등록']) {
      expect(navLink(name).getAttribute('aria-disabled')).toBe('true');
    }
    expect(navLink('팀 가입').getAttribute('aria-disabled')).toBeNull();
    // 도움말 is a page (decision 074), with or without a team.
    expect(navLink('도움말').getAttribute('aria-disabled')).toBeNull();
    expect(navLink('도움말').getAttribute('href')).toBe('/help');
  });

  it('without a team, one visible line says why the team items and 매치 등록 are disabled, and describes each of them', () => {
    renderSidebar({ location: '/teams/select', currentTeam: null });
    const reasons = screen.getAllByText('팀에 가입하면 사용할 수 있습니다.');
    expect(reasons).toHaveLength(1);
    for (const name of ['팀 프로필', '팀 공지사항', '매치 등록']) {
      expect(navLink(name).getAttribute('aria-describedby')).toBe(reasons[0].id);
    }
    expect(navLink('도움말').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('준비 중입니다.')).toBeNull();
    expect(navLink('팀 가입').hasAttribute('aria-describedby')).toBe(false);
  });

  it('a person who administers no team sees 매치 등록 disabled with the reason under it', () => {
    renderSidebar({ location: '/teams/3', currentTeam: myTeam({ id: 3, teamRole: 'USER' }) });
    const reason = screen.getByText('팀 운영진만 매치를 등록할 수 있습니다.');
    expect(navLink('매치 등록').getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.closest('li')).toBe(navLink('매치 등록').closest('li'));
  });

  it("collapsed, the reason stays the disabled item's accessible description", () => {
    renderSidebar({ location: '/teams/3', currentTeam: myTeam({ id: 3, teamRole: 'USER' }), expanded: false });
    const described = document.getElementById(navLink('매치 등록').getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('팀 운영진만 매치를 등록할 수 있습니다.');
  });

  it("a plain member of the current team who administers another team can use 매치 등록 (the route's rule)", () => {
    const current = myTeam({ id: 3, teamRole: 'USER' });
    renderSidebar({ location: '/teams/3', currentTeam: current, myTeams: [current, myTeam({ id: 4, teamRole: 'TEAM_ADMIN' })] });
    expect(navLink('매치 등록').getAttribute('aria-disabled')).toBeNull();
    expect(navLink('매치 등록').getAttribute('href')).toBe('/matches/create');
    // The admin items belong to the current team: a plain member of it does not see them.
    expect(within(screen.getByRole('navigation', { name: '주 메뉴' })).queryByRole('link', { name: '팀 관리' })).toBeNull();
  });

  it('an admin of the current team finds 팀 관리 and 게스트 선수 추가; a plain member does not', () => {
    renderSidebar({ location: '/teams/3/admin', currentTeam: myTeam({ id: 3, teamRole: 'TEAM_ADMIN' }) });
    expect(navLink('팀 관리').getAttribute('href')).toBe('/teams/3/admin');
    expect(navLink('팀 관리').getAttribute('aria-current')).toBe('page');
    expect(navLink('게스트 선수 추가').getAttribute('href')).toBe('/users/create');
    cleanup();

    renderSidebar({ location: '/teams/3', currentTeam: myTeam({ id: 3, teamRole: 'USER' }) });
    const nav = within(screen.getByRole('navigation', { name: '주 메뉴' }));
    expect(nav.queryByRole('link', { name: '팀 관리' })).toBeNull();
    expect(nav.queryByRole('link', { name: '게스트 선수 추가' })).toBeNull();
  });

  it('a USER of the current team cannot use 매치 등록; team items go to that team', () => {
    renderSidebar({ location: '/teams/3', currentTeam: myTeam({ id: 3, teamRole: 'USER' }) });
    expect(navLink('매치 등록').getAttribute('aria-disabled')).toBe('true');
    expect(navLink('팀 공지사항').getAttribute('href')).toBe('/teams/3/notices');
    expect(navLink('팀 멤버').getAttribute('href')).toBe('/teams/3/players');
    expect(navLink('팀 프로필').getAttribute('aria-current')).toBe('page');
    expect(navLink('팀 프로필').hasAttribute('data-current')).toBe(true);
  });

  it('a TEAM_ADMIN of the current team can use 매치 등록', () => {
    renderSidebar({ location: '/teams/3', currentTeam: myTeam({ id: 3, teamRole: 'TEAM_ADMIN' }) });
    expect(navLink('매치 등록').getAttribute('aria-disabled')).toBeNull();
    expect(navLink('매치 등록').getAttribute('href')).toBe('/matches/create');
  });

  it.each(['/teams/select', '/teams/create', '/teams/join'])('팀 가입 is the current item on %s', (path) => {
    renderSidebar({ location: path, currentTeam: myTeam() });
    expect(navLink('팀 가입').getAttribute('aria-current')).toBe('page');
  });

  it('팀 가입 is not current elsewhere', () => {
    expect(buildNavItems(myTeam(), '/teams/1', [myTeam()]).find((i) => i.id === 'joinTeam')?.isCurrent).toBe(false);
    expect(buildNavItems(myTeam(), '/teams/1/notices/4', [myTeam()]).find((i) => i.id === 'notices')?.isCurrent).toBe(true);
  });

  it('a run of neighbours with the same reason shares the line of its last item; other reasons have their own', () => {
    const item = (disabledReason?: string) => ({ id: 'help' as const, label: 'x', isDisabled: disabledReason !== undefined, disabledReason, isCurrent: false });
    expect(reasonOwners([item('a'), item('a'), item(), item('a'), item('b')])).toEqual([1, 1, null, 3, 4]);
  });

  it('회비 goes to the team’s dues and carries what the person owes: the amount expanded, a dot collapsed, read as 미납 (decision 061)', () => {
    const owing = myTeam({ duesOwed: 12_223 });
    const dues = buildNavItems(owing, '/teams/1/dues', [owing]).find((i) => i.id === 'dues');
    expect(dues).toMatchObject({ label: '회비', href: '/teams/1/dues', isCurrent: true, badge: '12,223원' });
    expect(buildNavItems(myTeam({ duesOwed: 0 }), '/teams/1', [myTeam()]).find((i) => i.id === 'dues')?.badge).toBeUndefined();
    expect(buildNavItems(myTeam(), '/teams/1', [myTeam()]).find((i) => i.id === 'dues')?.badge).toBeUndefined();
    const { unmount } = renderSidebar({ location: '/teams/1', currentTeam: owing });
    // jsdom's accessible names join the label's spans without their spaces; a browser reads 회비 미납 12,223원 (e2e/dues.spec.ts).
    const link = () => within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('link', { name: /^회비\s*미납\s*12,223원$/ });
    expect(link().getAttribute('href')).toBe('/teams/1/dues');
    expect(link().textContent).toContain('12,223원');
    unmount();
    renderSidebar({ location: '/teams/1', currentTeam: owing, expanded: false });
    expect(link().getAttribute('href')).toBe('/teams/1/dues');
  });

  it('설정 is a button that opens the settings', () => {
    const onOpenSettings = vi.fn();
    renderSidebar({ location: '/teams/1', currentTeam: myTeam(), onOpenSettings });
    act(() => screen.getByRole('button', { name: '설정' }).click());
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('collapsed, every item keeps its accessible name', () => {
    renderSidebar({ location: '/teams/1', currentTeam: myTeam(), expanded: false });
    expect(navLink('팀 일정')).toBeTruthy();
    expect(screen.getByRole('button', { name: '설정' })).toBeTruthy();
  });
});

describe('team header', () => {
  it('shows 운영진 for TEAM_ADMIN, with the user name', () => {
    render(<TeamHeader team={myTeam({ teamRole: 'TEAM_ADMIN' })} userName="김민수" expanded />);
    expect(screen.getByText('운영진')).toBeTruthy();
    expect(screen.getByText('김민수')).toBeTruthy();
    expect(screen.getByText('FC 서울')).toBeTruthy();
  });

  it('shows 일반 멤버 for USER and marks a temporary team with [임시]', () => {
    render(<TeamHeader team={myTeam({ teamRole: 'USER', isTemp: true, name: '임시 FC' })} userName="김민수" expanded />);
    expect(screen.getByText('일반 멤버')).toBeTruthy();
    expect(screen.getByText('[임시] 임시 FC')).toBeTruthy();
  });

  it("a signed-in person without a team is not labelled 비회원 (the signed-out visitor's word); a team without a logo shows a placeholder in its colour", () => {
    const { unmount } = render(<TeamHeader team={null} userName="김민수" expanded />);
    expect(screen.getByText('소속 팀 없음')).toBeTruthy();
    expect(screen.getByText('김민수')).toBeTruthy();
    expect(screen.queryByText('비회원')).toBeNull();
    unmount();
    const { container } = render(<TeamHeader team={myTeam({ name: '한강 FC', teamColor: '#112233' })} userName={null} expanded />);
    const placeholder = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(placeholder.textContent).toBe('한');
    expect(placeholder.getAttribute('style')).toContain('#112233');
  });

  it('collapsed, it names the team without showing texts', () => {
    render(<TeamHeader team={myTeam()} userName="김민수" expanded={false} />);
    expect(screen.queryByText('김민수')).toBeNull();
    expect(screen.getByRole('img', { name: 'FC 서울' })).toBeTruthy();
  });
});
