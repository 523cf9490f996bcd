// @vitest-environment jsdom
import type { MyTeam } from '#contract/users.ts';
import { pickCurrentTeam, storage } from '#src/lib/storage.ts';
import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stored numbers (localStorage)', () => {
  test('round-trip lastLoggedInUserId and currentTeamId in localStorage', () => {
    expect(storage.setLastLoggedInUserId(12)).toBe(true);
    expect(storage.setCurrentTeamId(4)).toBe(true);
    expect(storage.getLastLoggedInUserId()).toBe(12);
    expect(storage.getCurrentTeamId()).toBe(4);
    expect(localStorage.getItem('lastLoggedInUserId')).toBe('12');
    expect(localStorage.getItem('currentTeamId')).toBe('4');
    storage.removeCurrentTeamId();
    expect(storage.getCurrentTeamId()).toBeNull();
    storage.setLastLoggedInUserId(null);
    expect(localStorage.getItem('lastLoggedInUserId')).toBeNull();
  });

  test.each([
    ['not JSON', '{oops'],
    ['a string', '"12"'],
    ['a fraction', '1.5'],
    ['zero', '0'],
    ['an object', '{"id":3}'],
    ['null', 'null'],
  ])('a corrupt currentTeamId (%s) reads as null and is removed', (_, raw) => {
    localStorage.setItem('currentTeamId', raw);
    expect(storage.getCurrentTeamId()).toBeNull();
    expect(localStorage.getItem('currentTeamId')).toBeNull();
  });

  test('refuses to store an invalid id', () => {
    expect(storage.setCurrentTeamId(-1)).toBe(false);
    expect(localStorage.getItem('currentTeamId')).toBeNull();
  });

  test('storage that throws (disabled) is tolerated: reads are null, writes answer false', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    expect(storage.getCurrentTeamId()).toBeNull();
    expect(storage.setCurrentTeamId(3)).toBe(false);
    expect(storage.getLoginRedirectUrl()).toBeNull();
    expect(() => storage.removeLineupProgress(1)).not.toThrow();
  });
});

describe('login redirect URL (sessionStorage)', () => {
  test('keeps a same-origin path with its query and hash', () => {
    expect(storage.setLoginRedirectUrl('/teams/3/players?sort=name,asc#top')).toBe(true);
    expect(sessionStorage.getItem('loginRedirectUrl')).not.toBeNull();
    expect(localStorage.getItem('loginRedirectUrl')).toBeNull();
    expect(storage.getLoginRedirectUrl()).toBe('/teams/3/players?sort=name,asc#top');
  });

  test.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'teams/3',
    '',
    '/ teams',
    '/teams\n/x',
  ])('refuses %j as a redirect target, on write and on read', (url) => {
    expect(storage.setLoginRedirectUrl(url)).toBe(false);
    expect(storage.getLoginRedirectUrl()).toBeNull();
    // Planted directly (by another script or an older version): ignored and removed.
    sessionStorage.setItem('loginRedirectUrl', JSON.stringify(url));
    expect(storage.getLoginRedirectUrl()).toBeNull();
    expect(sessionStorage.getItem('loginRedirectUrl')).toBeNull();
  });
});

describe('login state and lineup progress (sessionStorage)', () => {
  test('keeps the OAuth state value and refuses junk', () => {
    const state = crypto.randomUUID();
    expect(storage.setLoginState(state)).toBe(true);
    expect(storage.getLoginState()).toBe(state);
    storage.setLoginState(null);
    expect(storage.getLoginState()).toBeNull();
    sessionStorage.setItem('loginState', JSON.stringify('<script>'));
    expect(storage.getLoginState()).toBeNull();
  });

  test('keeps lineup progress per match id', () => {
    storage.setLineupProgress(5, { homeDone: true, awayDone: false });
    storage.setLineupProgress(6, { homeDone: false, awayDone: true });
    expect(storage.getLineupProgress(5)).toEqual({ homeDone: true, awayDone: false });
    expect(storage.getLineupProgress(6)).toEqual({ homeDone: false, awayDone: true });
    expect(storage.getLineupProgress(7)).toBeNull();
    storage.removeLineupProgress(5);
    expect(storage.getLineupProgress(5)).toBeNull();
    expect(storage.getLineupProgress(6)).not.toBeNull();
  });

  test.each([['{"homeDone":"yes","awayDone":false}'], ['{"homeDone":true}'], ['[true,false]'], ['{"homeDone":true,"awayDone":false,"x":1}']])(
    'a corrupt lineup progress %s is ignored and removed',
    (raw) => {
      sessionStorage.setItem('lineupProgress:9', raw);
      expect(storage.getLineupProgress(9)).toBeNull();
      expect(sessionStorage.getItem('lineupProgress:9')).toBeNull();
    },
  );
});

describe('pickCurrentTeam', () => {
  const team = (id: number): MyTeam => ({ id, name: `팀${id}`, logoImgUrl: null, teamColor: '#00AA55', teamRole: 'USER', isTemp: false });
  const teams = [team(1), team(2), team(3)];

  test('picks the stored team while the user still belongs to it', () => {
    expect(pickCurrentTeam(teams, 2)?.id).toBe(2);
  });
  test('falls back to the first team when the stored one is gone or none is stored', () => {
    expect(pickCurrentTeam(teams, 99)?.id).toBe(1);
    expect(pickCurrentTeam(teams, null)?.id).toBe(1);
  });
  test('is null without teams', () => {
    expect(pickCurrentTeam([], 2)).toBeNull();
    expect(pickCurrentTeam([], null)).toBeNull();
  });
});
