import { describe, expect, it } from 'vitest';
import { endpoints, fillPath } from '#contract/endpoints.ts';

const table = Object.entries(endpoints);

/** The call table of docs/product.md §7.6, method and path exactly; the contract must contain every row. */
const specCalls = `
POST /open-api/v1/users/renew
POST /open-api/v1/users/logout
POST /open-api/v1/users/kakao
POST /open-api/v1/teams/invite-codes/team
GET /open-api/v1/teams
GET /open-api/v1/teams/{id}
GET /open-api/v1/teams/{id}/result/recent
POST /api/v1/users
GET /api/v1/users/{id}
POST /api/v1/users/{id}/profile/complete
GET /api/v1/users/{id}/teams
POST /api/v1/users/{id}/teams
PATCH /api/v1/users/withdraw
POST /api/v1/teams
PUT /api/v1/teams/{id}
POST /api/v1/teams/join
GET /api/v1/teams/{id}/invite-codes
POST /api/v1/teams/{id}/invite-codes
DELETE /api/v1/teams/{id}/invite-codes/{codeId}
GET /api/v1/teams/{id}/schedules
POST /api/v1/teams/{id}/schedules
PATCH /api/v1/teams/{id}/schedules/{scheduleId}
DELETE /api/v1/teams/{id}/schedules/{scheduleId}
GET /api/v1/teams/{id}/notices
POST /api/v1/teams/{id}/notices
GET /api/v1/teams/{id}/notices/{noticeId}
PATCH /api/v1/teams/{id}/notices/{noticeId}
DELETE /api/v1/teams/{id}/notices/{noticeId}
GET /api/v1/teams/{id}/users
PATCH /api/v1/teams/{id}/users/{userId}
GET /api/v1/teams/{id}/users/{userId}/matches/summary
GET /api/v1/teams/{id}/results/summary
GET /api/v1/teams/{id}/members/stats
GET /api/v1/teams/{id}/matches
POST /api/v1/matches
GET /api/v1/matches/{id}
DELETE /api/v1/matches/{id}
GET /api/v1/matches/{id}/summary
GET /api/v1/matches/{id}/score
GET /api/v1/matches/{id}/players
GET /api/v1/matches/{id}/history
GET /api/v1/matches/{id}/memo
POST /api/v1/matches/{id}/memo
POST /api/v1/matches/{id}/users
PATCH /api/v1/matches/{id}/grid
PATCH /api/v1/matches/{id}/time
DELETE /api/v1/match-event/{id}
POST /api/v1/s3/images
`
  .trim()
  .split('\n');

describe('the endpoint table', () => {
  it('contains every call of docs/product.md §7.6 with its method', () => {
    const have = new Set(table.map(([, e]) => `${e.method} ${e.path}`));
    const missing = specCalls.filter((call) => !have.has(call));
    expect(missing).toEqual([]);
  });

  it('marks /open-api/ paths open and every other path bearer', () => {
    for (const [name, e] of table) {
      expect({ name, access: e.access }).toEqual({ name, access: e.path.startsWith('/open-api/') ? 'open' : 'bearer' });
    }
  });

  it('has no two rows with the same method and path', () => {
    const keys = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives GET and DELETE calls no body, but the device a push subscription names', () => {
    const withBody = table.filter(([, e]) => (e.method === 'GET' || e.method === 'DELETE') && 'body' in e).map(([n]) => n);
    // A device is named by its push endpoint, a URL too long and too private for a path (decision 058).
    expect(withBody).toEqual(['deletePushSubscription']);
  });

  it('answers 204 exactly for the calls without a response body', () => {
    for (const [name, e] of table) {
      const status = 'status' in e ? e.status : 200;
      expect({ name, noBody: e.response === null }).toEqual({ name, noBody: status === 204 });
    }
  });
});

describe('fillPath', () => {
  it('fills and encodes placeholders', () => {
    expect(fillPath('/api/v1/teams/{id}/users/{userId}', { id: 3, userId: 'a b' })).toBe('/api/v1/teams/3/users/a%20b');
  });

  it('refuses a missing placeholder', () => {
    expect(() => fillPath('/api/v1/teams/{id}', {})).toThrow(/missing path parameter "id"/);
  });
});
