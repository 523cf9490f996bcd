import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpoints, fillPath, liveStreamPath, publicLiveStreamPath } from '#contract/endpoints.ts';
import { scrimmageLiveStreamPath } from '#contract/scrimmage-extras.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { body, call, signIn } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';
import { logger } from '#server/observability/log.ts';

const database = useTestDatabase();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await database.shared();
  token = (await signIn(t, { personId: 1 })).accessToken;
});

describe('the envelope', () => {
  it('wraps success as { status, message: "OK", data }', async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams/1');
    expect(response.status).toBe(200);
    const json = await body(response);
    expect(json).toMatchObject({ status: 200, message: 'OK', data: { id: 1, name: 'FC 한강' } });
  });

  it("wraps errors as { status, message, code, data: null } with the catalogue's Korean message", async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams/999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: errorCodes.NOTFOUND_TEAM.message, code: 5002, data: null });
  });

  it('answers 404 with the envelope for an unknown path under /api and /open-api', async () => {
    for (const path of ['/api/v1/nothing-here', '/open-api/v2/teams', '/api']) {
      const response = await call(t, 'GET', path, { token });
      expect(response.status).toBe(404);
      expect(await body(response)).toMatchObject({ status: 404, code: 404, data: null });
    }
  });

  it('answers 405 naming the allowed methods for a known path with the wrong method', async () => {
    const response = await call(t, 'DELETE', '/open-api/v1/teams', { token });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await body(response)).toMatchObject({ status: 405, code: 405 });
  });

  it('treats GET on a literal path like /api/v1/users/withdraw as the wrong method, not as a user id', async () => {
    const response = await call(t, 'GET', '/api/v1/users/withdraw', { token });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PATCH');
  });

  it('answers 415 for a JSON endpoint called with another content type', async () => {
    const response = await t.app.request('/api/v1/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: '{"name":"a"}',
    });
    expect(response.status).toBe(415);
    expect(await body(response)).toMatchObject({ status: 415, code: 415 });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const response = await call(t, 'POST', '/api/v1/users', { token, json: JSON.parse(big) });
    expect(response.status).toBe(413);
    expect(await body(response)).toMatchObject({ status: 413, code: 413 });
  });

  it('answers 500 with the envelope and no details when a handler fails unexpectedly', async () => {
    const failing = await database.isolated();
    // A table gone is a fault of ours (42P01), not an unreachable database (that one is a 503: decision 024).
    await failing.database.db.execute(sql`alter table teams rename to teams_gone`);
    const spy = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const response = await call(failing, 'GET', '/open-api/v1/teams');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 500, message: errorCodes.UNKNOWN_ERROR.message, code: 500, data: null });
    expect(text).not.toMatch(/at |Error:|stack/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('malformed requests are 400s that name every bad field', () => {
  it('names each missing or wrong field of a body', async () => {
    const response = await call(t, 'POST', '/api/v1/users/1/profile/complete', { token, json: { name: '', profileImg: 42 } });
    expect(response.status).toBe(400);
    const json = await body<{ field: string; message: string }[]>(response);
    expect(json).toMatchObject({ status: 400, code: 400 });
    expect(json.data.map((f) => f.field).sort()).toEqual(['name', 'profileImg']);
    expect(json.data.find((f) => f.field === 'name')!.message).toBe('이름을 입력해주세요.');
  });

  it('explains in Korean a missing field and a value of the wrong type', async () => {
    const response = await call(t, 'POST', '/open-api/v1/users/kakao', { json: { code: 5 } });
    expect(response.status).toBe(400);
    const fields = (await body<{ field: string; message: string }[]>(response)).data;
    expect(fields).toEqual([
      { field: 'code', message: '로그인 코드가 없습니다.' },
      { field: 'redirectUri', message: '필수 항목입니다.' },
      { field: 'state', message: '필수 항목입니다.' },
    ]);
    for (const field of fields) expect(field.message).toMatch(/[가-힣]/);
  });

  it('answers 400 naming the body for text that is not JSON', async () => {
    const response = await call(t, 'POST', '/open-api/v1/users/kakao', { headers: { 'content-type': 'application/json' }, json: undefined });
    expect(response.status).toBe(400);
    const raw = await t.app.request('/open-api/v1/users/kakao', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"code":' });
    expect(raw.status).toBe(400);
    expect((await body<{ field: string }[]>(raw)).data).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('names each bad query parameter', async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams?page=-1&size=500');
    expect(response.status).toBe(400);
    const fields = (await body<{ field: string }[]>(response)).data.map((f) => f.field).sort();
    expect(fields).toEqual(['page', 'size']);
  });

  it('names a path id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await call(t, 'GET', `/open-api/v1/teams/${id}`);
      expect(response.status, id).toBe(400);
      expect((await body<{ field: string }[]>(response)).data).toEqual([{ field: 'id', message: expect.any(String) }]);
    }
  });
});

describe('the endpoint table', () => {
  it('routes every row: implemented rows answer from their handler, the others 501, none 404 or 405 by path', async () => {
    const implemented = new Set([
      'renewToken',
      'logout',
      'socialLogin',
      'listTeams',
      'getTeam',
      'createUser',
      'getUser',
      'completeProfile',
      'getMyTeams',
      'createTeam',
      'updateTeam',
      'listInviteCodes',
      'createInviteCode',
      'deleteInviteCode',
      'lookupInviteCode',
      'joinTeam',
      'listMembers',
      'updateMember',
      'removeMember',
      'addUserToTeam',
      'getMemberStats',
      'getResultsSummary',
      'getRecentResults',
      'getMemberMatches',
      'getTeamSeasonStats',
      'getRecentMinutes',
      'getPlayerSeasonStats',
      'getMatchMinutes',
      'listNotices',
      'getNotice',
      'createNotice',
      'updateNotice',
      'deleteNotice',
      'listSchedules',
      'uploadImage',
      'createSchedule',
      'updateSchedule',
      'deleteSchedule',
      'getSchedule',
      'getScheduleAttendance',
      'getMatchAttendance',
      'answerAttendance',
      'getCalendarFeed',
      'resetCalendarFeed',
      'createMatch',
      'getMatch',
      'deleteMatch',
      'listTeamMatches',
      'getMatchScore',
      'getMatchPlayers',
      'getMatchHistory',
      'getMatchSummary',
      'getMatchMemo',
      'addMatchUsers',
      'updateMatchGrid',
      'removeMatchUser',
      'updateMatchTime',
      'cancelKickoff',
      'saveMatchMemo',
      'recordEvent',
      'recordExchange',
      'cancelEvent',
      'nameMatchRecorder',
      'removeMatchRecorder',
      'listMatchRequests',
      'acceptMatchRequest',
      'declineMatchRequest',
      'withdraw',
      'shareMatch',
      'unshareMatch',
      'getPublicMatch',
      'getMatchShare',
      'keepMatchShare',
      'getPushPublicKey',
      'putPushSubscription',
      'deletePushSubscription',
      'getNotificationSettings',
      'updateNotificationSettings',
      'updateTeamReminderSetting',
      'getScheduleReminders',
      'remindSchedule',
      'getDuesSettings',
      'updateDuesSettings',
      'addDuesExemption',
      'deleteDuesExemption',
      'getDuesBoard',
      'recordDuesPayment',
      'recordDuesCost',
      'recordDuesEntry',
      'reverseDuesEntry',
      'getDuesLedger',
      'getMyDues',
      'getDuesAttendees',
      'createExportLink',
      'listScrimmages',
      'createScrimmage',
      'getScrimmage',
      'updateScrimmage',
      'deleteScrimmage',
      'checkInScrimmage',
      'removeScrimmageAttendee',
      'setScrimmageSides',
      'startScrimmageGame',
      'updateScrimmageGame',
      'recordScrimmageEvent',
      'cancelScrimmageEvent',
      'finishScrimmage',
      'getScrimmageResults',
      'getMemberLevels',
      'setMemberLevel',
      'getScrimmagePairs',
      'setScrimmagePairs',
      'getBalanceInputs',
      'getScrimmageSeasonStats',
      'shareVestCard',
      'getPublicVestCard',
      'listMemberStatuses',
      'setMemberStatus',
      'getSchedulePresence',
      'confirmPresence',
      'getAttendanceSeason',
      // MOM vote (decision 093).
      'getMatchMomVote',
      'getScrimmageMomVote',
      'castMomBallot',
      'closeMomVote',
      'getRecentMomVotes',
      'getMomSeasonStats',
      'shareMomCard',
      'getPublicMomCard',
    ]);
    for (const [name, e] of Object.entries(endpoints)) {
      const path = fillPath(e.path, Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 1])));
      const response = await call(t, e.method, path, { token, json: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} });
      const json = response.status === 204 ? null : await body(response);
      expect(response.status, `${name} ${e.method} ${path}`).not.toBe(405);
      // A 404 from a handler carries its own code (e.g. 5002); code 404 would mean the path was unknown.
      expect(json?.code, `${name} ${e.method} ${path}`).not.toBe(404);
      if (implemented.has(name)) {
        expect(response.status, name).not.toBe(501);
      } else {
        expect(response.status, name).toBe(501);
        expect(json).toMatchObject({ status: 501, code: 501, data: null });
      }
    }
  });

  it('knows the live stream path: without a token it is a 401 envelope, not an unknown path', async () => {
    const response = await call(t, 'GET', fillPath(liveStreamPath, { id: 1 }));
    expect(response.status).toBe(401);
    expect((await body(response)).code).toBe(9000);
    const wrongMethod = await call(t, 'POST', fillPath(liveStreamPath, { id: 1 }), { token, json: {} });
    expect(wrongMethod.status).toBe(405);
  });

  it("knows a scrimmage's stream path: without a token it is a 401 envelope, not an unknown path", async () => {
    const path = fillPath(scrimmageLiveStreamPath, { id: 1, scrimmageId: 1 });
    const response = await call(t, 'GET', path);
    expect([response.status, (await body(response)).code]).toEqual([401, 9000]);
    const wrongMethod = await call(t, 'POST', path, { token, json: {} });
    expect(wrongMethod.status).toBe(405);
  });

  it("knows the public link's stream path: an unknown token is a 404 6043 envelope, not an unknown path", async () => {
    const response = await call(t, 'GET', fillPath(publicLiveStreamPath, { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }));
    expect(response.status).toBe(404);
    expect((await body(response)).code).toBe(6043);
    const wrongMethod = await call(t, 'POST', fillPath(publicLiveStreamPath, { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' }), { json: {} });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with an operation for every row of the endpoint table', async () => {
    const response = await t.app.request('/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, e] of Object.entries(endpoints)) {
      expect(doc.paths[e.path]?.[e.method.toLowerCase()]?.operationId, name).toBe(name);
    }
    const createUser = doc.paths['/api/v1/users'].post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(createUser.requestBody.content['application/json'].schema.properties)).toContain('name');
  });
});
