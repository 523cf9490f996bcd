/**
 * The OpenAPI document beyond the JSON table (envelope.test.ts checks one operation per row): the
 * live streams — the members' `GET /api/v1/matches/{id}/live` and a public link's stream — are
 * declared with a `text/event-stream` answer whose events carry the contract's message schemas, and
 * a public link's token is a text parameter, not an id (decision 057).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, liveStreamPath, publicLiveStreamPath, streams } from '#contract/endpoints.ts';
import { scrimmageLiveStreamPath } from '#contract/scrimmage-extras.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; schema: { type: string } }[];
  responses: Record<string, { content?: Record<string, { schema: SseStream }> }>;
}
interface SseEvent {
  properties: {
    event: { const?: string; enum?: string[] };
    data: { contentMediaType: string; contentSchema: { oneOf?: { properties: { type: { const: string } } }[] } };
  };
}
interface SseStream {
  type: string;
  items: { oneOf: SseEvent[] };
}

let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  const t: TestApp = await database.shared();
  doc = (await (await t.app.request('/openapi.json')).json()) as typeof doc;
});

describe('the OpenAPI document declares the live streams', () => {
  it.each([
    ['followMatch', liveStreamPath, true],
    ['followPublicMatch', publicLiveStreamPath, false],
  ] as const)('%s: GET %s answers text/event-stream with the message schemas', (name, path, bearer) => {
    const operation = doc.paths[path]?.get;
    expect(operation?.operationId).toBe(name);
    expect(Object.keys(streams)).toContain(name);
    expect(operation.security !== undefined).toBe(bearer);
    const stream = operation.responses['200'].content!['text/event-stream'].schema;
    expect(stream.type).toBe('array');
    const names = stream.items.oneOf.flatMap((e) => e.properties.event.enum ?? [e.properties.event.const!]);
    expect(names).toEqual(
      expect.arrayContaining(['events.recorded', 'events.cancelled', 'match.changed', 'lineup.changed', 'exchange.undone', 'ready', 'reset']),
    );
    expect(names.includes('memo.changed')).toBe(bearer);
    const messages = stream.items.oneOf[0].properties.data;
    expect(messages.contentMediaType).toBe('application/json');
    expect(messages.contentSchema.oneOf?.map((o) => o.properties.type.const)).toEqual(stream.items.oneOf[0].properties.event.enum);
    expect(operation.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(expect.arrayContaining(['header Last-Event-ID', 'query lastEventId']));
    expect(operation.responses.default).toBeDefined();
  });

  it("declares a scrimmage's stream for members, resumable, its messages named scrimmage.changed", () => {
    const operation = doc.paths[scrimmageLiveStreamPath]?.get;
    expect(operation?.operationId).toBe('followScrimmage');
    expect(operation.security).toBeDefined();
    const stream = operation.responses['200'].content!['text/event-stream'].schema;
    expect(stream.items.oneOf.flatMap((e) => e.properties.event.enum ?? [e.properties.event.const!])).toEqual(['scrimmage.changed', 'ready', 'reset']);
    expect(operation.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['path id', 'path scrimmageId', 'header Last-Event-ID', 'query lastEventId']),
    );
  });

  it("the public link's reads take the token as text, the match's switch an id", () => {
    expect(doc.paths[endpoints.getPublicMatch.path].get.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', schema: { type: 'string' } }),
    ]);
    expect(doc.paths[publicLiveStreamPath].get.parameters[0]).toEqual(expect.objectContaining({ name: 'token', in: 'path', schema: { type: 'string' } }));
    expect(doc.paths[endpoints.shareMatch.path].post.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', schema: { type: 'integer', minimum: 1 } }),
    ]);
    expect(doc.paths[endpoints.unshareMatch.path].delete.operationId).toBe('unshareMatch');
    expect(doc.paths[endpoints.getPublicMatch.path].get.security).toBeUndefined();
  });
});

describe('the OpenAPI document declares the dues (decision 060)', () => {
  const dues = [
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
  ];

  it('twelve operations under /api/v1/teams/{id}/dues, all with a bearer token', () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/teams/{id}/dues/'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...dues].sort());
    expect(operations.every((o) => o.security !== undefined)).toBe(true);
  });

  it('money as whole won: integers in requests and answers', () => {
    type Schema = { type?: string; minimum?: number; maximum?: number; properties?: Record<string, Schema>; items?: Schema };
    const payment = doc.paths[endpoints.recordDuesPayment.path].post as unknown as {
      requestBody: { content: Record<string, { schema: Schema }> };
      responses: Record<string, { content: Record<string, { schema: Schema }> }>;
    };
    expect(payment.requestBody.content['application/json'].schema.properties?.amount).toEqual({ type: 'integer', minimum: 1, maximum: 100_000_000 });
    const answer = payment.responses['201'].content['application/json'].schema.properties?.data;
    expect(answer?.properties?.amount.type).toBe('integer');
    expect(answer?.properties?.balance.type).toBe('integer');
    expect(answer?.properties?.shares.items?.properties?.amount.type).toBe('integer');
  });
});

describe('the OpenAPI document declares the 자체전 (decision 079)', () => {
  type Schema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
  const operationsUnder = (prefix: string) =>
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(prefix))
      .flatMap(([, methods]) => Object.values(methods));

  it("eighteen operations under /api/v1/teams/{id}/scrimmages (the core's fourteen, the extras' three, the MOM vote's one), all with a bearer token", () => {
    const operations = operationsUnder('/api/v1/teams/{id}/scrimmages');
    expect(operations.map((o) => o.operationId).sort()).toEqual(
      [
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
        // The extras (decision 080): the balancer's inputs, the vest card, the live stream.
        'getBalanceInputs',
        'shareVestCard',
        'followScrimmage',
        // The session's MOM vote (decision 093).
        'getScrimmageMomVote',
      ].sort(),
    );
    expect(operations.every((o) => o.security !== undefined)).toBe(true);
  });

  it('an event names the event type, the attendee and the side; a game answers its score', () => {
    const record = doc.paths[endpoints.recordScrimmageEvent.path].post as unknown as { requestBody: { content: Record<string, { schema: Schema }> } };
    const request = record.requestBody.content['application/json'].schema;
    expect(request.required?.sort()).toEqual(['attendeeId', 'clientId', 'eventType', 'side']);
    expect(request.properties?.eventType.enum).toEqual(['GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD', 'SUB_IN', 'SUB_OUT']);
    const start = doc.paths[endpoints.startScrimmageGame.path].post as unknown as {
      responses: Record<string, { content: Record<string, { schema: Schema }> }>;
    };
    const game = start.responses['201'].content['application/json'].schema.properties?.data;
    expect(Object.keys(game?.properties ?? {})).toEqual(expect.arrayContaining(['homeScore', 'awayScore', 'players', 'restingSide']));
  });
});

describe('the OpenAPI document declares member status (decision 091)', () => {
  type Schema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; required?: string[] };
  type Documented = { operationId: string; security?: unknown[]; requestBody: { content: Record<string, { schema: Schema }> } };

  it('PUT …/members/{userId}/status takes a kind of the four and optional days; GET …/member-statuses lists them', () => {
    const put = doc.paths[endpoints.setMemberStatus.path].put as unknown as Documented;
    expect(put.operationId).toBe('setMemberStatus');
    expect(put.security).toBeDefined();
    const request = put.requestBody.content['application/json'].schema;
    expect(request.required).toEqual(['kind']);
    expect(request.properties?.kind.enum).toEqual(['ACTIVE', 'INJURED', 'ON_LEAVE', 'HONORARY']);
    expect(Object.keys(request.properties ?? {}).sort()).toEqual(['from', 'kind', 'until']);
    expect((doc.paths[endpoints.listMemberStatuses.path].get as unknown as Documented).operationId).toBe('listMemberStatuses');
  });
});
