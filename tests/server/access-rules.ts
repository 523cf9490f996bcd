/**
 * Who may call each endpoint of the contract: one rule per row of the endpoint table, typed as
 * `Record<EndpointName, Rule>` so a new endpoint without a rule does not compile (and the matrix test
 * checks the same at run time). A rule names an access kind; the expected answer of every caller
 * follows from it (`expectedOutcome`), and `except` lists, with a reason, where a row deliberately
 * differs. `request` builds a valid call (right ids, a valid body) so that a refusal is about who
 * calls, never about what was sent.
 *
 * Callers (columns of the matrix), about FC 한강 (team 1) unless a variant says otherwise:
 * - guest: no token;                       - pending: signed in, profile not completed;
 * - outsider: ACTIVE, in no team;          - user: a USER of FC 한강;
 * - recorder: another USER of FC 한강, named to record FC 한강's fixture matches (decision 054): on
 *   every row but the recording ones it hears what the user hears;
 * - otherAdmin: TEAM_ADMIN of 관악 유나이티드 only;  - admin: a TEAM_ADMIN of FC 한강.
 */
import type { EndpointName, StreamName } from '#contract/endpoints.ts';
import type { ErrorName } from '#contract/error-codes.ts';
import { createBody, teamIds } from './match-fixtures.ts';
import type { RowFixtures, TeamKey } from './authorization-fixtures.ts';
import { trainingBody } from './schedule-fixtures.ts';
import { scrimmageBody } from './scrimmage-fixtures.ts';

export const callers = ['guest', 'pending', 'outsider', 'user', 'recorder', 'otherAdmin', 'admin'] as const;
export type Caller = (typeof callers)[number];

/** `ok`: the row's success status; otherwise the error (its HTTP status and code must both match). */
export type Outcome = 'ok' | ErrorName;

/**
 * What a caller is to the team that owns what the call is about. In the own variant the user is a
 * member and the other team's admin is an admin elsewhere; in the 'team' variant (the object belongs to
 * 관악 유나이티드) FC 한강's people are the strangers and 관악's admin is the admin.
 */
type Relation = 'guest' | 'pending' | 'stranger' | 'adminElsewhere' | 'member' | 'recorder' | 'admin';

export type Access =
  /** No credentials: anyone. */
  | 'open'
  /** Any ACTIVE person. */
  | 'signedIn'
  /** The TEAM_ADMIN of some real team (guest players and temporary opponents exist for lineups). */
  | 'adminOfSomeTeam'
  /** Yourself (the path's id is the caller's own). */
  | 'self'
  /** Someone who shares a team with the person in the path. */
  | 'teammate'
  /** A member (any role) of the team in the path; server/teams/access.ts order: 401, 4004, 5002, 5005. */
  | 'teamMember'
  /** A TEAM_ADMIN of the team in the path: as teamMember, then 5006 for a USER. */
  | 'teamAdmin'
  /** A member of either team of the match (matches/access.ts). */
  | 'matchMember'
  /** A TEAM_ADMIN of either team of the match (the fixtures' matches are against a temporary team). */
  | 'matchAdmin'
  /** A recording write: as matchAdmin, and the member named to record the match (decision 054). */
  | 'matchRecorder'
  /**
   * A TEAM_ADMIN of the team a match request is addressed to (decision 029). The fixture's request is
   * 관악 유나이티드's to FC 한강: the other team's admin is the one who asked (6037); FC 한강's plain
   * members do not see an unanswered request at all (5005).
   */
  | 'matchRequestAdmin'
  /**
   * A 자체전 write (decision 079): a TEAM_ADMIN of the team in the path, or the member an admin named
   * to run the scrimmage (the matrix's recorder runs FC 한강's); another member 403 12002.
   */
  | 'scrimmageRunner';

/** The recorder is a member everywhere but in the recording rows, where it has an outcome of its own. */
type Outcomes = Record<Exclude<Relation, 'recorder'>, Outcome>;

const signedIn: Outcomes = { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', stranger: 'ok', adminElsewhere: 'ok', member: 'ok', admin: 'ok' };
const teamMember: Outcomes = { ...signedIn, stranger: 'NOT_TEAM_MEMBER', adminElsewhere: 'NOT_TEAM_MEMBER' };
// Match routes look only at memberships: a PENDING person belongs to no team, so hears what a stranger hears.
const matchMember: Outcomes = { ...teamMember, pending: 'NOT_TEAM_MEMBER' };
const matchAdmin: Outcomes = {
  guest: 'UNAUTHORIZED',
  pending: 'NOT_TEAM_ADMIN',
  stranger: 'NOT_TEAM_ADMIN',
  adminElsewhere: 'NOT_TEAM_ADMIN',
  member: 'NOT_TEAM_ADMIN',
  admin: 'ok',
};

const byAccess: Record<Exclude<Access, 'matchRecorder' | 'scrimmageRunner'>, Outcomes> = {
  open: { guest: 'ok', pending: 'ok', stranger: 'ok', adminElsewhere: 'ok', member: 'ok', admin: 'ok' },
  signedIn,
  adminOfSomeTeam: { ...signedIn, stranger: 'NOT_TEAM_ADMIN', member: 'NOT_TEAM_ADMIN' },
  self: { ...signedIn, pending: 'ok' },
  teammate: { guest: 'UNAUTHORIZED', pending: 'FORBIDDEN', stranger: 'FORBIDDEN', adminElsewhere: 'FORBIDDEN', member: 'ok', admin: 'ok' },
  teamMember,
  teamAdmin: { ...teamMember, member: 'NOT_TEAM_ADMIN' },
  matchMember,
  matchAdmin,
  matchRequestAdmin: {
    guest: 'UNAUTHORIZED',
    pending: 'NOT_TEAM_MEMBER',
    stranger: 'NOT_TEAM_MEMBER',
    adminElsewhere: 'NOT_MATCH_REQUEST_ADMIN',
    member: 'NOT_TEAM_MEMBER',
    admin: 'ok',
  },
};

/**
 * The variants a row runs in. 'own': everything is FC 한강's. 'resource': FC 한강's path with an
 * object (notice, schedule …) of 관악 유나이티드 — whoever would have succeeded hears `error` instead.
 * 'team': the object belongs to 관악 유나이티드 (a match of theirs), so the callers' relations swap.
 */
export type Variant = ({ kind: 'own' } | { kind: 'resource'; error: ErrorName } | { kind: 'team' }) & VariantTarget;

/**
 * Rows about a person (adding one to a team, reading one) run again on another kind of person: a
 * person who signs in, or a guest player (made by a team, never signs in; decision 028). `label`
 * names the variant in the matrix, in the words ("a guest of another team").
 */
export interface VariantTarget {
  target?: Target;
  label?: string;
  /** Callers whose outcome differs in this variant from what the row's access gives, explained where written. */
  except?: Partial<Record<Caller, Outcome>>;
}
/**
 * Besides people: matches between the two registered teams (decision 029), registered by 관악 유나이티드
 * — a request FC 한강 has not answered, an accepted scheduled match, one in play, and a goal 관악's admin
 * recorded in it; and FC 한강's own matches as the named recorder meets them (decision 054): one that
 * has finished, and one whose recorder is somebody else.
 */
export type Target =
  'person' | 'guest' | 'matchRequest' | 'sharedMatch' | 'startedSharedMatch' | 'otherSideEvent' | 'finishedMatch' | 'otherRecorderMatch' | 'linkOff';

const relations: Record<'own' | 'team', Record<Caller, Relation>> = {
  own: { guest: 'guest', pending: 'pending', outsider: 'stranger', user: 'member', recorder: 'recorder', otherAdmin: 'adminElsewhere', admin: 'admin' },
  team: { guest: 'guest', pending: 'pending', outsider: 'stranger', user: 'stranger', recorder: 'stranger', otherAdmin: 'admin', admin: 'adminElsewhere' },
};

/** One cell's context for building its request. */
export interface Cell {
  caller: Caller;
  /** The caller's own id (a guest borrows the user's, so a path that needs one is still well-formed). */
  self: number;
  fx: RowFixtures;
  /** The team in the path, and the team that owns the object the call is about. */
  pathTeam: TeamKey;
  objectTeam: TeamKey;
  /** The kind of person the variant is about; undefined: the row's usual one. */
  target?: Target;
}

export interface CallSpec {
  path: string;
  json?: unknown;
  /** Cookie header (the refresh-token rows). */
  cookie?: string;
  /** A multipart image upload instead of a JSON body. */
  upload?: boolean;
}

export interface Rule {
  access: Access;
  /** Callers whose outcome differs from what `access` gives (in the own variant), each explained where it is written. */
  except?: Partial<Record<Caller, Outcome>>;
  request: (cell: Cell) => CallSpec | Promise<CallSpec>;
  /** Also run the row on other teams' objects, one variant each. */
  foreign?: readonly Variant[];
  /** What the own row is about, when its name alone does not say (e.g. "our own guest"). */
  label?: string;
  /** The row changes who belongs where (joins, new teams): it gets a copy of the database of its own. */
  isolate?: boolean;
}

/** What a relation hears under an access kind: a recorder records, and is a plain member for everything else. */
function outcomeOf(access: Access, relation: Relation): Outcome {
  if (access === 'matchRecorder') return relation === 'recorder' ? 'ok' : matchAdmin[relation];
  if (access === 'scrimmageRunner') return relation === 'recorder' ? 'ok' : relation === 'member' ? 'NOT_SCRIMMAGE_RUNNER' : byAccess.teamAdmin[relation];
  return byAccess[access][relation === 'recorder' ? 'member' : relation];
}

/** The outcome the matrix expects for one caller of one row variant. */
export function expectedOutcome(rule: Rule, variant: Variant, caller: Caller): Outcome {
  const special = variant.except?.[caller];
  if (special) return special;
  // Outside recording, the named recorder is one more USER of FC 한강: the user's exceptions are theirs.
  if (caller === 'recorder' && rule.access !== 'matchRecorder' && rule.access !== 'scrimmageRunner') return expectedOutcome(rule, variant, 'user');
  if (variant.kind === 'team') return outcomeOf(rule.access, relations.team[caller]);
  const own = rule.except?.[caller] ?? outcomeOf(rule.access, relations.own[caller]);
  return variant.kind === 'resource' && own === 'ok' ? variant.error : own;
}

const id = (team: TeamKey | 'seongsu') => teamIds[team];
const teamPath = (c: Cell, rest = '') => `/api/v1/teams/${id(c.pathTeam)}${rest}`;
const teamBody = (name: string) => ({ name, teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456' });
const range = '?startDate=2026-05-01&endDate=2026-06-30';

/**
 * A request 관악 유나이티드 registered against FC 한강: its admins and FC 한강's admins read it (to decide);
 * FC 한강's plain members do not, until it is accepted (decision 029).
 */
const requestRead = {
  kind: 'own',
  target: 'matchRequest',
  label: 'a request the other team sent us',
  except: { user: 'NOT_TEAM_MEMBER', otherAdmin: 'ok' },
} as const;

/** The match a recorder is named in: the path team's scheduled one, or the variant's. */
function recorderMatch(c: Cell) {
  if (c.target === 'sharedMatch') return c.fx.sharedMatch('scheduled');
  return c.fx.match(c.pathTeam, c.target === 'finishedMatch' ? 'FINISHED' : 'SCHEDULED');
}

/**
 * The public link's switch (decision 057): as every match-admin write, and — as requireMatchAdmin
 * decides — also the invited team's admins on a request they have not answered (they read it to decide).
 */
const shareSwitch: Rule = {
  access: 'matchAdmin',
  foreign: [{ kind: 'team' }, { kind: 'own', target: 'matchRequest', label: 'a request the other team sent us', except: { otherAdmin: 'ok' } }],
  request: async (c) => {
    const match = c.target === 'matchRequest' ? c.fx.sharedMatch('request') : c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF');
    return { path: `/api/v1/matches/${(await match).matchId}/share` };
  },
};

/** Keeping a link after full time (decision 070): the team's link is on, as the public link's rows have it. */
const shareKeep: Rule = {
  access: 'matchAdmin',
  foreign: [{ kind: 'team' }],
  request: async (c) => {
    await c.fx.publicLink(c.objectTeam, 'on');
    return { path: `/api/v1/matches/${(await c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')).matchId}/share`, json: { keep: true } };
  },
};

/** A browser's PushSubscription of the cell's own (a device at a loopback push service nothing listens on). */
function pushSubscription(c: Cell) {
  const bytes = (n: number, first: number) =>
    Buffer.from(Array.from({ length: n }, (_, i) => (i === 0 ? first : (i * 7 + c.self) % 256))).toString('base64url');
  return { endpoint: `http://127.0.0.1:9/push/matrix-${c.caller}-${c.self}`, keys: { p256dh: bytes(65, 0x04), auth: bytes(16, 1) } };
}

/** A public link's answers: anyone with a link that is on; a link turned off is nobody's (404 6043). */
const publicLinkRule = (suffix: string): Rule => ({
  access: 'open',
  foreign: [{ kind: 'resource', error: 'NOTFOUND_SHARE_LINK', target: 'linkOff', label: 'a link an admin turned off' }],
  request: async (c) => ({ path: `/open-api/v1/live/${await c.fx.publicLink(c.objectTeam, c.target === 'linkOff' ? 'off' : 'on')}${suffix}` }),
});

/** 관악 유나이티드's scrimmage under FC 한강's path: not found, like any object of another team. */
const scrimmageOfOtherTeam = { kind: 'resource', error: 'NOTFOUND_SCRIMMAGE' } as const;
/**
 * The same for a runner's write. A member who runs nothing hears the 404 too: the scrimmage is looked
 * up before whether they run it (they run none of another team's).
 */
const runnerRowOfOtherTeam = { kind: 'resource', error: 'NOTFOUND_SCRIMMAGE', except: { user: 'NOTFOUND_SCRIMMAGE' } } as const;
/** 관악 유나이티드's MOM vote (or the match or 자체전 it is about) under FC 한강's path: not found (decision 093). */
const momVoteOfOtherTeam = { kind: 'resource', error: 'NOTFOUND_MOM_VOTE' } as const;
const scrimmagePathOf = (c: Cell, s: { scrimmageId: number }, rest = '') => teamPath(c, `/scrimmages/${s.scrimmageId}${rest}`);

const matchRead = (suffix: string): Rule => ({
  access: 'matchMember',
  foreign: [{ kind: 'team' }, requestRead],
  request: async (c) => {
    const matchId = c.target === 'matchRequest' ? (await c.fx.sharedMatch('request')).matchId : (await c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')).matchId;
    return { path: `/api/v1/matches/${matchId}${suffix}` };
  },
});

export const accessRules = {
  // Sign-in: open; the identity is the refresh cookie or the provider's code, made fresh for each cell.
  renewToken: { access: 'open', request: async (c) => ({ path: '/open-api/v1/users/renew', cookie: `pitchside_refresh=${await c.fx.refreshCookie()}` }) },
  logout: { access: 'open', request: () => ({ path: '/open-api/v1/users/logout' }) },
  socialLogin: {
    access: 'open',
    request: async (c) => {
      const login = await c.fx.loginState();
      return {
        path: '/open-api/v1/users/kakao',
        cookie: login.cookie,
        json: { code: await c.fx.signInCode(), redirectUri: c.fx.redirectUri, state: login.state },
      };
    },
  },
  lookupInviteCode: {
    access: 'open',
    request: async (c) => ({ path: '/open-api/v1/teams/invite-codes/team', json: { code: (await c.fx.inviteCode('hangang')).code } }),
  },
  listTeams: { access: 'open', request: () => ({ path: '/open-api/v1/teams?name=FC' }) },
  getTeam: { access: 'open', request: () => ({ path: `/open-api/v1/teams/${id('hangang')}` }) },
  getRecentResults: { access: 'open', request: () => ({ path: `/open-api/v1/teams/${id('hangang')}/result/recent` }) },

  createUser: { access: 'adminOfSomeTeam', request: () => ({ path: '/api/v1/users', json: { name: '용병 선수' } }) },
  // A guest is seen only by the teams it plays for, like anyone else (decision 028).
  getUser: {
    access: 'teammate',
    label: 'a person of our team',
    foreign: [
      { kind: 'team', label: 'a person of another team' },
      { kind: 'own', target: 'guest', label: 'our own guest' },
      { kind: 'team', target: 'guest', label: 'a guest of another team' },
    ],
    request: async (c) => ({
      path: `/api/v1/users/${c.target === 'guest' ? await c.fx.guest(c.objectTeam, true) : await c.fx.newMember(c.objectTeam)}?teamId=${id(c.objectTeam)}`,
    }),
  },
  completeProfile: {
    access: 'self',
    // Only a PENDING person has a profile to complete; everyone else has done so already.
    except: { outsider: 'ALREADY_REGISTERED_USER', user: 'ALREADY_REGISTERED_USER', otherAdmin: 'ALREADY_REGISTERED_USER', admin: 'ALREADY_REGISTERED_USER' },
    request: (c) => ({ path: `/api/v1/users/${c.self}/profile/complete`, json: { name: '새 이름' } }),
  },
  getMyTeams: { access: 'self', request: (c) => ({ path: `/api/v1/users/${c.self}/teams` }) },
  // An admin adds directly only a guest their own team made; people who sign in join by invite code (decision 028).
  addUserToTeam: {
    access: 'teamAdmin',
    label: 'our own guest',
    foreign: [
      { kind: 'resource', error: 'MEMBER_JOINS_BY_INVITE', target: 'person', label: 'a person of another team' },
      { kind: 'resource', error: 'GUEST_OF_ANOTHER_TEAM', target: 'guest', label: 'a guest of another team' },
    ],
    request: async (c) => ({
      path: `/api/v1/users/${c.target === 'person' ? await c.fx.newMember(c.objectTeam) : await c.fx.guest(c.objectTeam, false)}/teams`,
      json: { teamId: id(c.pathTeam) },
    }),
  },
  // Anyone signed in may leave, a PENDING person too; each caller leaves, so the row has a database of its own
  // (both seeded teams keep a second admin, so no caller is the last one: tests/server/withdraw.test.ts covers that).
  withdraw: { access: 'self', isolate: true, request: () => ({ path: '/api/v1/users/withdraw' }) },

  // Creating a team makes its creator an admin somewhere: isolated, so later rows see the seeded roles.
  createTeam: { access: 'signedIn', isolate: true, request: (c) => ({ path: '/api/v1/teams', json: teamBody(`새 팀 ${c.caller}`) }) },
  updateTeam: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c), json: { ...teamBody('FC 한강'), region: '서울 마포구' } }) },
  joinTeam: {
    access: 'signedIn',
    isolate: true,
    // Members of the team cannot join it again.
    except: { user: 'ALREADY_JOINED_USER', admin: 'ALREADY_JOINED_USER' },
    request: async (c) => ({ path: '/api/v1/teams/join', json: { code: (await c.fx.inviteCode('hangang')).code } }),
  },
  listInviteCodes: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/invite-codes') }) },
  createInviteCode: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/invite-codes'), json: { expiresInDays: 7, maxUses: 10 } }) },
  deleteInviteCode: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_INVITE_CODE' }],
    request: async (c) => ({ path: teamPath(c, `/invite-codes/${(await c.fx.inviteCode(c.objectTeam)).id}`) }),
  },

  listSchedules: { access: 'teamMember', request: (c) => ({ path: teamPath(c, `/schedules${range}`) }) },
  createSchedule: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/schedules'), json: trainingBody() }) },
  updateSchedule: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}`), json: { title: '시간 바뀐 훈련' } }),
  },
  deleteSchedule: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}`) }),
  },
  getSchedule: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}`) }),
  },
  // Every member reads the answers; the admin also sees who has not answered (same status).
  getScheduleAttendance: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}/attendance`) }),
  },
  // A match's answers read through the team: another team's match (one FC 한강 does not play in) is not found.
  getMatchAttendance: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_MATCH' }],
    request: async (c) => ({ path: teamPath(c, `/matches/${(await c.fx.match(c.objectTeam, 'SCHEDULED')).matchId}/attendance`) }),
  },
  answerAttendance: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}/attendance`), json: { answer: 'ATTEND' } }),
  },
  getCalendarFeed: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/calendar-feed') }) },
  resetCalendarFeed: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/calendar-feed') }) },
  // RSVP reminders (decision 058): the team's admins only; each admin who succeeds reminds an item of their own (the hour limit is per item).
  getScheduleReminders: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}/reminders`) }),
  },
  remindSchedule: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.schedule(c.objectTeam)}/reminders`) }),
  },
  updateTeamReminderSetting: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/notification-settings/reminders'), json: { hoursBefore: 24 } }) },

  listNotices: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/notices?sortType=OLDEST') }) },
  createNotice: {
    access: 'teamAdmin',
    request: (c) => ({
      path: teamPath(c, '/notices'),
      json: { title: `${c.caller}의 공지`, content: '<p>이번 주 훈련은 <strong>8시</strong>입니다.</p>', isImportant: false },
    }),
  },
  getNotice: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_NOTICE' }],
    request: async (c) => ({ path: teamPath(c, `/notices/${await c.fx.notice(c.objectTeam)}`) }),
  },
  updateNotice: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_NOTICE' }],
    request: async (c) => ({ path: teamPath(c, `/notices/${await c.fx.notice(c.objectTeam)}`), json: { title: '고친 제목' } }),
  },
  deleteNotice: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_NOTICE' }],
    request: async (c) => ({ path: teamPath(c, `/notices/${await c.fx.notice(c.objectTeam)}`) }),
  },

  listMembers: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/users?sort=name,asc&position=FW') }) },
  // Editing someone else (a fresh member); editing oneself is every member's right (teams-authorization.test.ts).
  updateMember: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER' }],
    request: async (c) => ({ path: teamPath(c, `/users/${await c.fx.newMember(c.objectTeam)}`), json: { backNumber: 42 } }),
  },
  removeMember: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER' }],
    request: async (c) => ({ path: teamPath(c, `/users/${await c.fx.newMember(c.objectTeam)}`) }),
  },
  getMemberMatches: {
    access: 'teamMember',
    request: async (c) => ({ path: teamPath(c, `/users/${await c.fx.newMember(c.pathTeam)}/matches/summary?page=0&limit=2`) }),
  },
  getResultsSummary: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/results/summary') }) },
  getMemberStats: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/members/stats') }) },
  getTeamSeasonStats: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/stats/players?season=2026') }) },
  getRecentMinutes: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/stats/recent-minutes?matches=3') }) },
  getPlayerSeasonStats: { access: 'teamMember', request: async (c) => ({ path: teamPath(c, `/users/${await c.fx.newMember(c.pathTeam)}/stats`) }) },
  listTeamMatches: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/matches') }) },
  listMatchRequests: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/match-requests') }) },
  acceptMatchRequest: {
    access: 'matchRequestAdmin',
    request: async (c) => ({ path: `/api/v1/matches/${(await c.fx.sharedMatch('request')).matchId}/accept` }),
  },
  declineMatchRequest: {
    access: 'matchRequestAdmin',
    request: async (c) => ({ path: `/api/v1/matches/${(await c.fx.sharedMatch('request')).matchId}/decline` }),
  },

  // FC 한강 against the temporary 성수 FC: only FC 한강's admin runs one of the two teams.
  createMatch: {
    access: 'matchAdmin',
    request: () => ({ path: '/api/v1/matches', json: createBody({ homeTeamId: id('hangang'), awayTeamId: id('seongsu') }) }),
  },
  getMatch: matchRead(''),
  getMatchSummary: matchRead('/summary'),
  getMatchScore: matchRead('/score'),
  getMatchPlayers: matchRead('/players'),
  getMatchMinutes: matchRead('/minutes'),
  getMatchHistory: matchRead('/history'),
  getMatchMemo: matchRead('/memo'),
  // Only the owner's admins delete; a match of two registered teams only before kick-off (decision 029).
  deleteMatch: {
    access: 'matchAdmin',
    foreign: [
      { kind: 'team' },
      {
        kind: 'own',
        target: 'sharedMatch',
        label: 'a scheduled match the other team registered against us',
        except: { otherAdmin: 'ok', admin: 'NOT_MATCH_OWNER' },
      },
      {
        kind: 'own',
        target: 'startedSharedMatch',
        label: 'a started match the other team registered against us',
        except: { otherAdmin: 'SHARED_MATCH_STARTED', admin: 'NOT_MATCH_OWNER' },
      },
    ],
    request: async (c) => {
      const match =
        c.target === 'sharedMatch'
          ? c.fx.sharedMatch('scheduled')
          : c.target === 'startedSharedMatch'
            ? c.fx.sharedMatch('started')
            : c.fx.match(c.objectTeam, 'SCHEDULED');
      return { path: `/api/v1/matches/${(await match).matchId}` };
    },
  },
  saveMatchMemo: {
    access: 'matchRecorder',
    foreign: [{ kind: 'team' }],
    request: async (c) => ({ path: `/api/v1/matches/${(await c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')).matchId}/memo`, json: { memo: '전반 압박 좋음' } }),
  },
  addMatchUsers: {
    access: 'matchAdmin',
    foreign: [{ kind: 'team' }],
    request: async (c) => {
      const match = await c.fx.match(c.objectTeam, 'SCHEDULED');
      return {
        path: `/api/v1/matches/${match.matchId}/users`,
        json: { players: [{ teamId: id(c.objectTeam), userId: await c.fx.newMember(c.objectTeam), role: 'SUB_PLAYER', matchGrid: null }] },
      };
    },
  },
  // The match of the path's team, the lineup row of the object's team: their player in our match is no row of it.
  removeMatchUser: {
    access: 'matchAdmin',
    foreign: [{ kind: 'team' }, { kind: 'resource', error: 'NOTFOUND_MATCHUSER' }],
    request: async (c) => {
      const [m, row] = await Promise.all([c.fx.match(c.pathTeam, 'SCHEDULED'), c.fx.match(c.objectTeam, 'SCHEDULED')]);
      return { path: `/api/v1/matches/${m.matchId}/users/${row.starter}` };
    },
  },
  updateMatchGrid: {
    access: 'matchAdmin',
    foreign: [{ kind: 'team' }, { kind: 'resource', error: 'NOTFOUND_MATCHUSER' }],
    request: async (c) => {
      const [m, row] = await Promise.all([c.fx.match(c.pathTeam, 'SCHEDULED'), c.fx.match(c.objectTeam, 'SCHEDULED')]);
      return { path: `/api/v1/matches/${m.matchId}/grid`, json: { changes: [{ matchUserId: row.starter, role: 'START_PLAYER', matchGrid: 7 }] } };
    },
  },
  // No kick-off before the invited team accepts, whoever asks (decision 029).
  // Nobody is named for a side before its team accepted (the recorder of this request is nobody's).
  updateMatchTime: {
    access: 'matchRecorder',
    foreign: [
      { kind: 'team' },
      {
        kind: 'own',
        target: 'matchRequest',
        label: 'a request not answered yet',
        except: { otherAdmin: 'MATCH_NOT_ACCEPTED', admin: 'MATCH_NOT_ACCEPTED', recorder: 'NOT_TEAM_ADMIN' },
      },
    ],
    request: async (c) => {
      const match = c.target === 'matchRequest' ? c.fx.sharedMatch('request') : c.fx.match(c.objectTeam, 'SCHEDULED');
      return { path: `/api/v1/matches/${(await match).matchId}/time`, json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } };
    },
  },
  cancelKickoff: {
    access: 'matchRecorder',
    foreign: [{ kind: 'team' }],
    request: async (c) => ({ path: `/api/v1/matches/${(await c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')).matchId}/time` }),
  },
  // Our match with the other team's players in the body: they play in no side of it. The recorder's
  // role ends at full time (the admin hears the match is over) and covers only the match they were named for.
  recordEvent: {
    access: 'matchRecorder',
    foreign: [
      { kind: 'team' },
      { kind: 'resource', error: 'NOT_PARTICIPATING_PLAYER' },
      { kind: 'own', target: 'finishedMatch', label: 'after full time', except: { admin: 'NOT_IN_PLAY_MATCH', recorder: 'RECORDER_ROLE_ENDED' } },
      { kind: 'own', target: 'otherRecorderMatch', label: 'a match somebody else records', except: { recorder: 'NOT_TEAM_ADMIN' } },
    ],
    request: async (c) => {
      const ours =
        c.target === 'finishedMatch'
          ? c.fx.match(c.pathTeam, 'FINISHED')
          : c.fx.match(c.pathTeam, 'PLAY_FIRST_HALF', c.target === 'otherRecorderMatch' ? 'someoneElse' : 'named');
      const [m, players] = await Promise.all([ours, c.target ? ours : c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')]);
      return {
        path: `/api/v1/matches/${m.matchId}/events`,
        json: { clientId: crypto.randomUUID(), teamId: id(c.pathTeam), matchUserId: players.starter, eventType: 'SHOT' },
      };
    },
  },
  recordExchange: {
    access: 'matchRecorder',
    foreign: [{ kind: 'team' }, { kind: 'resource', error: 'NOT_PARTICIPATING_PLAYER' }],
    request: async (c) => {
      const [m, players] = await Promise.all([c.fx.match(c.pathTeam, 'PLAY_FIRST_HALF'), c.fx.match(c.objectTeam, 'PLAY_FIRST_HALF')]);
      return {
        path: `/api/v1/matches/${m.matchId}/exchange`,
        json: { clientId: crypto.randomUUID(), fromMatchUserId: players.starter, toMatchUserId: players.bench },
      };
    },
  },
  // An event the other side's admin recorded is theirs to take back (decision 029), for our recorder too.
  cancelEvent: {
    access: 'matchRecorder',
    foreign: [
      { kind: 'team' },
      {
        kind: 'own',
        target: 'otherSideEvent',
        label: "an event the other team's admin recorded",
        except: { otherAdmin: 'ok', admin: 'OTHER_SIDE_EVENT', recorder: 'OTHER_SIDE_EVENT' },
      },
    ],
    request: async (c) => ({ path: `/api/v1/match-event/${c.target === 'otherSideEvent' ? await c.fx.otherSideEvent() : await c.fx.event(c.objectTeam)}` }),
  },

  // A side's recorder is named by that side's admins (decision 054): a member of that team, before full time.
  nameMatchRecorder: {
    access: 'matchAdmin',
    foreign: [
      { kind: 'team' },
      { kind: 'resource', error: 'RECORDER_NOT_MEMBER' },
      { kind: 'own', target: 'sharedMatch', label: "the other team's side of a match against us", except: { otherAdmin: 'ok', admin: 'NOT_RECORDER_ADMIN' } },
      { kind: 'own', target: 'finishedMatch', label: 'after full time', except: { admin: 'RECORDER_AFTER_FULL_TIME' } },
    ],
    request: async (c) => {
      const team = c.target === 'sharedMatch' ? 'gwanak' : c.pathTeam;
      const m = await recorderMatch(c);
      return {
        path: `/api/v1/matches/${m.matchId}/recorders/${id(team)}`,
        json: { userId: await c.fx.newMember(c.target === 'sharedMatch' ? 'gwanak' : c.objectTeam) },
      };
    },
  },
  removeMatchRecorder: {
    access: 'matchAdmin',
    foreign: [
      { kind: 'team' },
      { kind: 'own', target: 'sharedMatch', label: "the other team's side of a match against us", except: { otherAdmin: 'ok', admin: 'NOT_RECORDER_ADMIN' } },
    ],
    request: async (c) => ({ path: `/api/v1/matches/${(await recorderMatch(c)).matchId}/recorders/${id(c.target === 'sharedMatch' ? 'gwanak' : c.pathTeam)}` }),
  },

  // A request not yet accepted is nobody's to publish (decision 029); turning a link off stays anyone's of the admins.
  shareMatch: {
    ...shareSwitch,
    foreign: [
      { kind: 'team' },
      {
        kind: 'own',
        target: 'matchRequest',
        label: 'a request the other team sent us',
        except: { admin: 'MATCH_NOT_ACCEPTED', otherAdmin: 'MATCH_NOT_ACCEPTED' },
      },
    ],
  },
  getMatchShare: matchRead('/share'),
  unshareMatch: shareSwitch,
  keepMatchShare: shareKeep,
  getPublicMatch: publicLinkRule(''),

  // Push notifications (decision 058): the key is public; a device is anyone's who finished signing up;
  // turning one off is every signed-in person's (signing out runs it, and it only ever removes their own).
  getPushPublicKey: { access: 'open', request: () => ({ path: '/open-api/v1/push/public-key' }) },
  putPushSubscription: { access: 'signedIn', request: (c) => ({ path: '/api/v1/push/subscriptions', json: pushSubscription(c) }) },
  deletePushSubscription: {
    access: 'signedIn',
    except: { pending: 'ok' },
    request: (c) => ({ path: '/api/v1/push/subscriptions', json: { endpoint: pushSubscription(c).endpoint } }),
  },
  getNotificationSettings: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/notification-settings') }) },
  updateNotificationSettings: {
    access: 'teamMember',
    request: (c) => ({ path: teamPath(c, '/notification-settings'), json: { goals: false, matchPhases: true, reminders: true } }),
  },

  // Dues (decision 060): the team's admins write and read the settings; members read the
  // board, the ledger (the fixture's team shares it) and their own account. Writes need the dues set up,
  // so every dues row sets them up first; another team's member, item, entry or exemption under our path is not found.
  getDuesSettings: {
    access: 'teamAdmin',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, '/dues/settings') };
    },
  },
  updateDuesSettings: {
    access: 'teamAdmin',
    request: (c) => ({
      path: teamPath(c, '/dues/settings'),
      json: { monthlyAmount: 30_000, dueDay: 10, startMonth: '2026-01', membersSeeEachOther: true, remindOnDueDay: true },
    }),
  },
  addDuesExemption: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER', label: 'a member of another team' }],
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return {
        path: teamPath(c, '/dues/exemptions'),
        json: { clientId: crypto.randomUUID(), userId: await c.fx.newMember(c.objectTeam), fromMonth: '2026-06', toMonth: '2026-08', reason: '부상' },
      };
    },
  },
  deleteDuesExemption: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_EXEMPTION' }],
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, `/dues/exemptions/${await c.fx.exemption(c.objectTeam)}`) };
    },
  },
  getDuesBoard: {
    access: 'teamMember',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, '/dues/months?from=2026-01&to=2026-06') };
    },
  },
  recordDuesPayment: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER', label: 'a member of another team' }],
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return {
        path: teamPath(c, '/dues/payments'),
        json: {
          clientId: crypto.randomUUID(),
          userId: await c.fx.newMember(c.objectTeam),
          amount: 30_000,
          paidOn: '2026-05-20',
          method: 'TRANSFER',
          months: ['2026-05'],
        },
      };
    },
  },
  recordDuesCost: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return {
        path: teamPath(c, '/dues/costs'),
        json: {
          clientId: crypto.randomUUID(),
          category: 'PITCH',
          amount: 110_000,
          spentOn: '2026-05-20',
          scheduleId: await c.fx.schedule(c.objectTeam),
          userIds: [await c.fx.newMember(c.pathTeam)],
        },
      };
    },
  },
  recordDuesEntry: {
    access: 'teamAdmin',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return {
        path: teamPath(c, '/dues/entries'),
        json: { clientId: crypto.randomUUID(), kind: 'EXPENSE', amount: 25_000, occurredOn: '2026-05-20', label: '새 공' },
      };
    },
  },
  reverseDuesEntry: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_LEDGER_ENTRY' }],
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return {
        path: teamPath(c, `/dues/entries/${await c.fx.ledgerEntry(c.objectTeam)}/reversal`),
        json: { clientId: crypto.randomUUID(), reason: '잘못 기록함' },
      };
    },
  },
  getDuesLedger: {
    access: 'teamMember',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, '/dues/ledger?year=2026') };
    },
  },
  createExportLink: {
    access: 'teamMember',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, '/exports'), json: { kind: 'DUES_LEDGER', params: { year: 2026 } } };
    },
  },
  getMyDues: {
    access: 'teamMember',
    request: async (c) => {
      await c.fx.dues(c.pathTeam);
      return { path: teamPath(c, '/dues/me') };
    },
  },
  getDuesAttendees: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/dues/attendees?scheduleId=${await c.fx.schedule(c.objectTeam)}`) }),
  },

  uploadImage: { access: 'signedIn', request: () => ({ path: '/api/v1/s3/images', upload: true }) },

  // 자체전 (decision 079): members read; admins plan; admins and the named runner run it.
  listScrimmages: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/scrimmages?from=2026-05-01&to=2026-06-30') }) },
  createScrimmage: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/scrimmages'), json: scrimmageBody() }) },
  getScrimmage: {
    access: 'teamMember',
    foreign: [scrimmageOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'PLAYED')) }),
  },
  getScrimmageResults: {
    access: 'teamMember',
    foreign: [scrimmageOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'PLAYED'), '/results') }),
  },
  updateScrimmage: {
    access: 'teamAdmin',
    foreign: [scrimmageOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'CHECK_IN')), json: { title: '시간 바뀐 자체전' } }),
  },
  deleteScrimmage: {
    access: 'teamAdmin',
    foreign: [scrimmageOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'CHECK_IN')) }),
  },
  checkInScrimmage: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'CHECK_IN'), '/attendees'), json: { guestName: '늦게 온 용병' } }),
  },
  removeScrimmageAttendee: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => {
      const s = await c.fx.scrimmage(c.objectTeam, 'CHECK_IN');
      return { path: scrimmagePathOf(c, s, `/attendees/${s.attendeeIds[0]}`) };
    },
  },
  setScrimmageSides: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => {
      const s = await c.fx.scrimmage(c.objectTeam, 'CHECK_IN');
      const sides = [0, 1].map((side) => ({ side, vestColour: side === 0 ? 'GREEN' : 'BLUE', attendeeIds: s.attendeeIds.filter((_, i) => i % 2 === side) }));
      return { path: scrimmagePathOf(c, s, '/sides'), json: { sides } };
    },
  },
  startScrimmageGame: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => ({
      path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'SIDES'), '/games'),
      json: { clientId: crypto.randomUUID(), homeSide: 0, awaySide: 1 },
    }),
  },
  updateScrimmageGame: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => {
      const s = await c.fx.scrimmage(c.objectTeam, 'PLAYING');
      return { path: scrimmagePathOf(c, s, `/games/${s.game!.id}`), json: { action: 'PAUSE' } };
    },
  },
  recordScrimmageEvent: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => {
      const s = await c.fx.scrimmage(c.objectTeam, 'PLAYING');
      return {
        path: scrimmagePathOf(c, s, `/games/${s.game!.id}/events`),
        json: { clientId: crypto.randomUUID(), eventType: 'GOAL', attendeeId: s.attendeeIds[2], side: 0 },
      };
    },
  },
  cancelScrimmageEvent: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => {
      const s = await c.fx.scrimmage(c.objectTeam, 'PLAYING');
      return { path: scrimmagePathOf(c, s, `/games/${s.game!.id}/events/${s.goal!.id}`) };
    },
  },
  finishScrimmage: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'PLAYED'), '/finish') }),
  },
  // 자체전 extras (decision 080): levels and pairs are the admins' alone; a scrimmage's balancer inputs and vest card its
  // runner's too (the matrix's recorder runs FC 한강's, so a plain member hears 12002); its stream and the season's tab
  // every member's. Another team's scrimmage on our path is not found (12001), as for every scrimmage call.
  getMemberLevels: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/member-levels') }) },
  setMemberLevel: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER' }],
    request: async (c) => ({ path: teamPath(c, `/members/${await c.fx.newMember(c.objectTeam)}/level`), json: { level: 3 } }),
  },
  getScrimmagePairs: { access: 'teamAdmin', request: (c) => ({ path: teamPath(c, '/scrimmage-pairs') }) },
  setScrimmagePairs: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER' }],
    request: async (c) => ({
      path: teamPath(c, '/scrimmage-pairs'),
      // A new member of the path's team and a guest playing for the object's team: two people of ours, or one of theirs.
      json: { pairs: [{ userA: await c.fx.newMember(c.pathTeam), userB: await c.fx.guest(c.objectTeam, true), rule: 'APART' }] },
    }),
  },
  getBalanceInputs: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'SIDES'), '/balance-inputs') }),
  },
  getScrimmageSeasonStats: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/stats/scrimmages?season=2026') }) },
  shareVestCard: {
    access: 'scrimmageRunner',
    foreign: [runnerRowOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'SIDES'), '/vest-card') }),
  },
  getPublicVestCard: { access: 'open', request: async (c) => ({ path: `/open-api/v1/vest-cards/${await c.fx.vestCard(c.objectTeam)}` }) },

  // Member status (decision 091): every member reads the statuses; setting someone else's is the admins'
  // (a member setting their own 부상/휴회 is tests/server/member-status.test.ts's).
  listMemberStatuses: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/member-statuses') }) },
  setMemberStatus: {
    access: 'teamAdmin',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_TEAM_MEMBER' }],
    request: async (c) => ({ path: teamPath(c, `/members/${await c.fx.newMember(c.objectTeam)}/status`), json: { kind: 'HONORARY' } }),
  },
  // Attendance (decision 092): members read an item's presence and the season's table.
  getSchedulePresence: {
    access: 'teamMember',
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE' }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.pastSchedule(c.objectTeam)}/presence`) }),
  },
  // A training has no recorder or runner: only admins confirm it; a member hears 15001, after the item is found.
  confirmPresence: {
    access: 'teamAdmin',
    except: { user: 'NOT_PRESENCE_TAKER' },
    foreign: [{ kind: 'resource', error: 'NOTFOUND_SCHEDULE', except: { user: 'NOTFOUND_SCHEDULE', recorder: 'NOTFOUND_SCHEDULE' } }],
    request: async (c) => ({ path: teamPath(c, `/schedules/${await c.fx.pastSchedule(c.objectTeam)}/presence`), json: { present: [] } }),
  },
  getAttendanceSeason: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/stats/attendance?season=2026') }) },
  // MOM vote (decision 093): every member reads the team's vote; the matrix's user, recorder and admin appeared in the
  // fixture's match, so they vote; an admin closes and shares. Another team's vote (or match) on our path is not found (13001).
  getMatchMomVote: {
    access: 'teamMember',
    foreign: [momVoteOfOtherTeam],
    request: async (c) => ({ path: teamPath(c, `/matches/${(await c.fx.momVote(c.objectTeam, 'open')).matchId}/mom-vote`) }),
  },
  getScrimmageMomVote: {
    access: 'teamMember',
    foreign: [momVoteOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'FINISHED'), '/mom-vote') }),
  },
  castMomBallot: {
    access: 'teamMember',
    foreign: [momVoteOfOtherTeam],
    request: async (c) => {
      const { voteId, candidates } = await c.fx.momVote(c.objectTeam, 'open');
      return { path: teamPath(c, `/mom-votes/${voteId}/ballot`), json: { first: candidates[0], second: candidates[1], third: null } };
    },
  },
  closeMomVote: {
    access: 'teamAdmin',
    foreign: [momVoteOfOtherTeam],
    request: async (c) => ({ path: teamPath(c, `/mom-votes/${(await c.fx.momVote(c.objectTeam, 'open')).voteId}/close`) }),
  },
  getRecentMomVotes: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/mom-votes') }) },
  getMomSeasonStats: { access: 'teamMember', request: (c) => ({ path: teamPath(c, '/stats/mom?season=2026') }) },
  shareMomCard: {
    access: 'teamAdmin',
    foreign: [momVoteOfOtherTeam],
    request: async (c) => ({ path: teamPath(c, `/mom-votes/${(await c.fx.momVote(c.objectTeam, 'closed')).voteId}/card`) }),
  },
  getPublicMomCard: { access: 'open', request: async (c) => ({ path: `/open-api/v1/mom-cards/${await c.fx.momCard(c.objectTeam)}` }) },
} satisfies Record<EndpointName, Rule>;

/**
 * The live streams (contract `streams`, no rows of the JSON table): a cell that may watch opens the
 * stream and reads up to `ready`; the others are refused before it opens, as the JSON rows are.
 */
export const streamAccessRules = {
  followMatch: matchRead('/live'),
  followPublicMatch: publicLinkRule('/stream'),
  followScrimmage: {
    access: 'teamMember',
    foreign: [scrimmageOfOtherTeam],
    request: async (c) => ({ path: scrimmagePathOf(c, await c.fx.scrimmage(c.objectTeam, 'SIDES'), '/live') }),
  },
} satisfies Record<StreamName, Rule>;
