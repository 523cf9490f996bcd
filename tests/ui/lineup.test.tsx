// @vitest-environment jsdom
/**
 * The lineup editor (/matches/{id}/players/edit) against a stubbed HTTP layer: tap-to-move and the
 * save it plans, refusals in the live region, a temporary team's guests, the home → away → summary
 * steps with their sessionStorage progress, and the read-only view after kick-off.
 */
import type { Match, MatchPlayer, MatchPlayers, MatchUsersAddRequest } from '#contract/matches.ts';
import type { TeamMember } from '#contract/teams.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchPlayer } from '../support/match-player.ts';
import { match as matchOf, myTeam } from './harness.tsx';
import { renderTeamsApp, type CallOptions } from './teams-harness.tsx';

afterEach(() => cleanup());

const positions = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'MF'] as const;
/** Thirteen members of team 1: userId 101…113, back numbers 1…13. */
const homeMembers: TeamMember[] = positions.map(
  (position, i) =>
    ({
      userId: 101 + i,
      name: `선수${i + 1}`,
      profileImg: null,
      teamRole: 'USER',
      backNumber: i + 1,
      position,
      foot: 'RIGHT',
      height: null,
      weight: null,
      birthYear: null,
      joinedAt: '2026-03-02T09:00:00.000Z',
      isGuest: false,
      status: { kind: 'ACTIVE', from: null, until: null },
    }) satisfies TeamMember,
);

/** A lineup row as the server answers it: no name, number or place unless `over` gives them. */
const row = (over: Partial<MatchPlayer> & Pick<MatchPlayer, 'id' | 'teamId' | 'role'>): MatchPlayer =>
  matchPlayer({ name: '', number: null, matchPosition: null, matchGrid: null, ...over });

const empty = (): MatchPlayers => ({ homeTeam: { starters: [], substitutes: [] }, awayTeam: { starters: [], substitutes: [] } });

/** A small in-memory lineup server for match 5 (home team 1, away team 2). */
function lineupServer({ match = matchOf(), players = empty(), adminOf = [1] }: { match?: Match; players?: MatchPlayers; adminOf?: number[] } = {}) {
  let state = structuredClone(players);
  let nextId = 500;
  const teams = [myTeam({ id: 1, name: 'FC 서울', teamRole: adminOf.includes(1) ? 'TEAM_ADMIN' : 'USER' })];
  const members = (teamId: number) => (teamId === 1 ? homeMembers : []);
  const handlers = {
    getMatch: () => match,
    getMatchPlayers: () => structuredClone(state),
    listMembers: ({ params, query }: CallOptions) => {
      const list = members(Number(params?.id));
      return { content: list, page: query?.page ?? 0, size: query?.size ?? 100, totalElements: list.length };
    },
    addMatchUsers: ({ body }: CallOptions) => {
      const ids: number[] = [];
      for (const p of (body as MatchUsersAddRequest).players) {
        const id = nextId++;
        ids.push(id);
        const member = homeMembers.find((m) => m.userId === p.userId);
        const added = row({
          id,
          teamId: p.teamId,
          role: p.role,
          userId: p.userId ?? null,
          name: member?.name ?? p.name ?? '',
          number: member?.backNumber ?? p.number ?? null,
          matchPosition: p.matchPosition ?? null,
          matchGrid: p.matchGrid ?? null,
        });
        const side = p.teamId === match.homeTeamId ? state.homeTeam : state.awayTeam;
        (p.role === 'START_PLAYER' ? side.starters : side.substitutes).push(added);
      }
      return ids;
    },
  };
  return {
    teams,
    handlers,
    current: () => state,
    reset: (to: MatchPlayers) => {
      state = structuredClone(to);
    },
  };
}

const lineupPath = (side: 'home' | 'away' = 'home') => `/matches/5/players/edit?matchSide=${side}`;

async function openEditor(server: ReturnType<typeof lineupServer>, side: 'home' | 'away' = 'home') {
  const app = renderTeamsApp({ path: lineupPath(side), teams: server.teams, handlers: server.handlers });
  await screen.findByRole('heading', { name: side === 'home' ? '홈팀 명단 설정' : '상대팀 명단 설정' }, { timeout: 10000 });
  return app;
}

const press = (el: HTMLElement) =>
  act(() => {
    fireEvent.click(el);
  });
const pool = () => screen.getByRole('list', { name: '전체 선수 명단' });
const liveText = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join(' ');

describe('lineup editor', () => {
  it('tap a pool player, tap a cell: the player stands there, and 저장 sends exactly that POST', async () => {
    const server = lineupServer();
    const app = await openEditor(server);

    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveProperty('disabled', true);

    const player = within(pool()).getByRole('button', { name: '10번 선수10 (FW)' });
    press(player);
    expect(player.getAttribute('aria-pressed')).toBe('true');
    press(screen.getByRole('button', { name: '1행 3열 (FW)' }));

    expect(screen.getByRole('button', { name: '1행 3열 (FW): 10번 선수10 (FW)' })).toBeTruthy();
    expect(within(pool()).queryByRole('button', { name: '10번 선수10 (FW)' })).toBeNull();
    expect(within(screen.getByRole('list', { name: '선발 명단' })).getByRole('button', { name: '10번 선수10 (FW)' })).toBeTruthy();
    expect(screen.getAllByText('선발 1/11').length).toBeGreaterThan(0);

    expect(save).toHaveProperty('disabled', false);
    press(save);
    await waitFor(() => expect(liveText()).toContain('저장했습니다.'));
    expect(app.callsTo('addMatchUsers')).toEqual([
      {
        params: { id: 5 },
        body: { players: [{ teamId: 1, userId: 110, name: null, number: null, role: 'START_PLAYER', matchPosition: 'FW', matchGrid: 2 }] },
        signal: expect.any(AbortSignal),
        navigateOnNotFound: false,
        navigateOnForbidden: false,
      },
    ]);
    expect(app.callsTo('updateMatchGrid')).toEqual([]);
    expect(app.callsTo('removeMatchUser')).toEqual([]);
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
  });

  it('a twelfth starter is refused with a Korean message in the polite live region', async () => {
    const cells = [27, 20, 21, 23, 24, 10, 11, 13, 14, 1, 3];
    const players = empty();
    players.homeTeam.starters = cells.map((cell, i) =>
      row({ id: 300 + i, teamId: 1, role: 'START_PLAYER', userId: 101 + i, name: `선수${i + 1}`, number: i + 1, matchGrid: cell, matchPosition: positions[i] }),
    );
    await openEditor(lineupServer({ players }));
    expect(screen.getAllByText('선발 11/11').length).toBeGreaterThan(0);

    press(within(pool()).getByRole('button', { name: '12번 선수12 (FW)' }));
    press(screen.getByRole('button', { name: '3행 3열 (MF)' }));

    const region = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite' && s.textContent?.includes('11명'));
    expect(region?.textContent).toBe('선발 선수는 11명까지입니다. 먼저 한 명을 교체 명단이나 전체 명단으로 보내세요.');
    expect(screen.getByRole('button', { name: '3행 3열 (MF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
  });

  it('a temporary opponent: guests typed as name and number, placed by taps, saved by name', async () => {
    const server = lineupServer({ match: matchOf({ awayTeamId: 2, awayTeamName: '동네 FC', awayTeamIsTemp: true }) });
    const app = await openEditor(server, 'away');

    expect(screen.getByText('* 전체 선수 명단')).toBeTruthy();
    // The form's code loads with it (decision 046).
    const form = await screen.findByRole('form', { name: '선수 직접 입력' });
    // Nobody yet: the pool says so and points to the form above it, not that everyone is placed.
    expect(screen.getByText('아직 명단에 넣을 선수가 없습니다. 위의 ‘선수 직접 입력’에서 이름과 등번호를 입력해 선수를 추가하세요.')).toBeTruthy();
    expect(screen.queryByText('모든 선수가 명단에 들어갔습니다.')).toBeNull();
    act(() => {
      fireEvent.change(within(form).getByRole('textbox', { name: '이름' }), { target: { value: '홍길동' } });
    });
    const number = within(form).getByRole('textbox', { name: '등번호' });
    act(() => {
      fireEvent.focus(number);
      fireEvent.change(number, { target: { value: '7' } });
      fireEvent.blur(number);
    });
    press(within(form).getByRole('button', { name: '선수 추가' }));

    const guest = await within(pool()).findByRole('button', { name: '7번 홍길동' });
    expect(screen.getByRole('button', { name: '홍길동 삭제' })).toBeTruthy();
    press(guest);
    press(screen.getByRole('button', { name: '골키퍼 자리' }));
    expect(screen.getByRole('button', { name: '골키퍼 자리: 7번 홍길동 (GK)' })).toBeTruthy();
    // Now the one guest stands on the pitch: everyone is placed.
    expect(screen.getByText('모든 선수가 명단에 들어갔습니다.')).toBeTruthy();

    press(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(app.callsTo('addMatchUsers')).toHaveLength(1));
    expect((app.callsTo('addMatchUsers')[0].body as MatchUsersAddRequest).players).toEqual([
      { teamId: 2, userId: null, name: '홍길동', number: 7, role: 'START_PLAYER', matchPosition: 'GK', matchGrid: 27 },
    ]);
    // A temporary team has no members to list.
    expect(app.callsTo('listMembers').map((c) => c.params?.id)).toEqual([1]);
  });

  it('steps home → away → summary, keeping the progress in sessionStorage across a reload', async () => {
    const server = lineupServer();
    const app = await openEditor(server, 'home');

    press(within(pool()).getByRole('button', { name: '1번 선수1 (GK)' }));
    press(screen.getByRole('button', { name: '골키퍼 자리' }));
    press(screen.getByRole('button', { name: '다음으로' }));

    await screen.findByRole('heading', { name: '상대팀 명단 설정' });
    expect(app.callsTo('addMatchUsers')).toHaveLength(1);
    expect(app.current()).toContain('matchSide=away');
    expect(JSON.parse(sessionStorage.getItem('lineupProgress:5') ?? 'null')).toEqual({ homeDone: true, awayDone: false });
    const steps = screen.getByRole('list', { name: '매치 생성 단계' });
    expect(within(steps).getAllByRole('listitem')[2].getAttribute('aria-current')).toBe('step');
    // Not an admin of the away team: shown, not editable.
    expect(screen.getByText('이 팀의 운영진만 명단을 바꿀 수 있습니다. 명단은 보기만 할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1행 3열 (FW)' })).toBeNull();

    press(screen.getByRole('button', { name: '다음으로' }));
    await screen.findByRole('heading', { name: '명단 설정 완료' });
    expect(JSON.parse(sessionStorage.getItem('lineupProgress:5') ?? 'null')).toEqual({ homeDone: true, awayDone: true });
    expect(within(screen.getByRole('list', { name: 'FC 서울 선발 명단' })).getByText('1번 선수1 (GK)')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4, name: /^교체 \d+$/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '경기 페이지로' }).getAttribute('href')).toBe('/matches/5');
    expect(screen.getByRole('button', { name: 'FC 서울 명단 수정하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '한강 FC 명단 수정하기' })).toBeNull();

    // A reload: the progress comes back from sessionStorage, the lineup from the server.
    cleanup();
    await act(async () => {
      renderTeamsApp({ path: lineupPath('home'), teams: server.teams, handlers: server.handlers });
    });
    await screen.findByRole('heading', { name: '명단 설정 완료' }, { timeout: 10000 });
    expect(within(screen.getByRole('list', { name: 'FC 서울 선발 명단' })).getByText('1번 선수1 (GK)')).toBeTruthy();

    press(screen.getByRole('button', { name: 'FC 서울 명단 수정하기' }));
    await screen.findByRole('heading', { name: '홈팀 명단 설정' });
    expect(JSON.parse(sessionStorage.getItem('lineupProgress:5') ?? 'null')).toEqual({ homeDone: false, awayDone: true });
    expect(screen.getByRole('button', { name: '골키퍼 자리: 1번 선수1 (GK)' })).toBeTruthy();
  });

  it('after kick-off the lineup is read-only, with a note pointing to substitutions on the record screen', async () => {
    const players = empty();
    players.homeTeam.starters = [row({ id: 300, teamId: 1, role: 'START_PLAYER', userId: 101, name: '선수1', number: 1, matchGrid: 27, matchPosition: 'GK' })];
    await openEditor(lineupServer({ match: matchOf({ matchState: 'PLAY_FIRST_HALF' }), players }));

    expect(screen.getByText('경기가 시작되어 명단을 여기서 바꿀 수 없습니다. 선수 교체는 경기 기록 화면에서 하세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '경기 기록 화면으로' }).getAttribute('href')).toBe('/matches/5/record');
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다음으로' })).toBeNull();
    expect(screen.queryByRole('button', { name: /골키퍼 자리/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '4-4-2' })).toBeNull();
    expect(screen.queryByRole('list', { name: '전체 선수 명단' })).toBeNull();
    expect(within(screen.getByRole('list', { name: '선발 명단' })).getByText('선수1')).toBeTruthy();
  });

  it("the invited team's admin of a request not yet accepted is told why its lineup cannot be changed, instead of failing on save", async () => {
    // 한강 FC (team 2) registered the match against FC 서울; FC 서울 has not answered.
    await openEditor(lineupServer({ match: matchOf({ ownerTeamId: 2, requestState: 'PENDING' }) }));
    expect(screen.getByText(/우리 팀이 이 경기 요청을 수락하기 전에는 우리 팀 라인업을 편집할 수 없습니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '4-4-2' })).toBeNull();
    expect(screen.queryByRole('list', { name: '전체 선수 명단' })).toBeNull();
  });

  it("to the away team's admin, its own side is 원정팀, never 상대팀, and the page is titled 명단 설정, not 매치 생성", async () => {
    const server = lineupServer({ adminOf: [] });
    renderTeamsApp({ path: lineupPath('away'), teams: [myTeam({ id: 2, name: '한강 FC', teamRole: 'TEAM_ADMIN' })], handlers: server.handlers });
    await screen.findByRole('heading', { name: '원정팀 명단 설정' }, { timeout: 10000 });
    const steps = screen.getByRole('list', { name: '매치 생성 단계' });
    expect(within(steps).getAllByRole('listitem')[2].textContent).toContain('원정팀 명단');
    expect(document.body.textContent).not.toContain('상대팀 명단');
    await waitFor(() => expect(document.title).toContain('명단 설정'));
    expect(document.title).not.toContain('매치 생성');
    // The home team's admin still calls the away side 상대팀.
    cleanup();
    await openEditor(lineupServer(), 'away');
  });

  describe('fair playing time', () => {
    /** Minutes over the last matches: 선수13 and 선수12 played least, 선수1 (a goalkeeper) most. */
    const recent = {
      teamId: 1,
      matchCount: 5,
      players: homeMembers.map((m, i) => ({ userId: m.userId, appearances: 5, starts: 4, minutes: i === 12 ? 0 : i === 11 ? 30 : i === 0 ? 450 : 300 + i })),
    };
    /** 선수2 said 참석, 선수3 불참, 선수4 미정. */
    const attendance = {
      matchId: 5,
      scheduleId: 9,
      answers: [
        { userId: 102, answer: 'ATTEND' },
        { userId: 103, answer: 'ABSENT' },
        { userId: 104, answer: 'UNDECIDED' },
      ],
    };
    const fairServer = () => {
      const server = lineupServer();
      Object.assign(server.handlers, { getRecentMinutes: () => recent, getMatchAttendance: () => attendance });
      return server;
    };
    const poolNames = () =>
      within(pool())
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');

    it("shows each candidate's minutes over the last 5 matches and their answer; 참석 first, 불참 last, and least played first on request", async () => {
      const app = await openEditor(fairServer());
      await screen.findByText(/최근 5경기의 출전 시간입니다\. 참석 1명 · 미정 1명 · 불참 1명/);
      expect(app.callsTo('getRecentMinutes')[0]).toMatchObject({ params: { id: 1 }, query: { matches: 5 } });
      expect(app.callsTo('getMatchAttendance')[0]).toMatchObject({ params: { id: 1, matchId: 5 } });
      // The team's order, but 참석 first and 불참 last.
      let names = poolNames();
      expect(names[0]).toMatch(/선수2.*참석.*최근 5경기 출전 301분/);
      expect(names.at(-1)).toMatch(/선수3.*불참/);
      expect(names[1]).toMatch(/선수1\D.*450분/);
      expect(within(pool()).getByText('미정')).toBeTruthy();

      press(within(screen.getByRole('radiogroup', { name: '전체 선수 정렬' })).getByRole('radio', { name: '적게 뛴 순' }));
      names = poolNames();
      expect(names.slice(0, 3).map((n) => n.match(/선수\d+/)![0])).toEqual(['선수2', '선수13', '선수12']);
      expect(names.at(-1)).toMatch(/선수3/);
    });

    it(
      "the pool's order choice is there from the first paint, disabled until the minutes are here: the pool does not move down under a pointer on " +
        'its way to a player',
      async () => {
        const server = fairServer();
        let answer: (value: typeof recent) => void = () => undefined;
        Object.assign(server.handlers, {
          getRecentMinutes: () =>
            new Promise<typeof recent>((resolve) => {
              answer = resolve;
            }),
        });
        await openEditor(server);
        const leastPlayed = () => within(screen.getByRole('radiogroup', { name: '전체 선수 정렬' })).getByRole('radio', { name: '적게 뛴 순' });
        expect(screen.getByText('출전 시간을 불러오는 중…')).toBeTruthy();
        expect(leastPlayed()).toHaveProperty('disabled', true);
        await act(async () => answer(recent));
        await screen.findByText(/최근 5경기의 출전 시간입니다/);
        expect(leastPlayed()).toHaveProperty('disabled', false);
      },
    );

    it('선발 추천 suggests eleven by position without 불참, and changes nothing until 추천대로 배치', async () => {
      const server = fairServer();
      await openEditor(server);
      await screen.findByText(/최근 5경기의 출전 시간입니다/);
      press(screen.getByRole('button', { name: '선발 추천' }));
      const dialog = await screen.findByRole('dialog', { name: '출전 시간 기준 선발 추천' });
      const suggested = within(within(dialog).getByRole('list', { name: '추천 선발' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
      expect(suggested).toHaveLength(11);
      expect(suggested.join(' ')).not.toMatch(/선수3\D/);
      // The only goalkeeper plays in goal; nothing is on the pitch yet.
      expect(suggested[0]).toMatch(/^GK1번 선수1/);
      expect(screen.getAllByText('선발 0/11').length).toBeGreaterThan(0);

      press(within(dialog).getByRole('button', { name: '추천대로 배치' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(liveText()).toContain('추천 선발 11명을 배치했습니다. 저장해야 반영됩니다.');
      expect(screen.getAllByText('선발 11/11').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: '골키퍼 자리: 1번 선수1 (GK)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', false);
    });

    it('with fewer finished matches than asked, the line, the lists and the suggestion all name the same matches', async () => {
      const server = fairServer();
      Object.assign(server.handlers, { getRecentMinutes: () => ({ ...recent, matchCount: 4 }) });
      await openEditor(server);
      await screen.findByText(/끝난 경기 4경기의 출전 시간입니다/);
      expect(poolNames()[0]).toMatch(/선수2.*끝난 경기 4경기 출전 301분/);
      press(screen.getByRole('button', { name: '선발 추천' }));
      const dialog = await screen.findByRole('dialog', { name: '출전 시간 기준 선발 추천' });
      expect(within(dialog).getByText(/^끝난 경기 4경기에서 적게 뛴 선수부터/)).toBeTruthy();
      expect(dialog.textContent).not.toContain('최근 5경기');
    });

    it("a temporary opponent's side has no playing time, and nothing is read for it", async () => {
      const server = fairServer();
      const app = await openEditor(server, 'away');
      expect(screen.queryByRole('button', { name: '선발 추천' })).toBeNull();
      expect(app.callsTo('getRecentMinutes').filter((c) => c.params?.id === 2)).toEqual([]);
    });
  });
});
