/**
 * The requests the endpoint fuzz sends: for one row of the endpoint table, an arbitrary of whole
 * HTTP requests (path ids, query, headers, body) made by a caller who would otherwise be allowed.
 * A request is plain data (so fast-check can print and shrink it); `send` turns it into a call.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import { calendarFeedPath, type EndpointName, endpoints, exportFilePath, liveStreamPath, publicLiveStreamPath } from '#contract/endpoints.ts';
import { scrimmageLiveStreamPath } from '#contract/scrimmage-extras.ts';
import { maxJsonBodyBytes } from '#server/app.ts';
import { teamIds } from './match-fixtures.ts';
import { edgeTexts, hostileText, junk, mutated, queryValue, shaped } from './fuzz-arbitraries.ts';
import type { TestApp } from './test-app.ts';

/** What a fuzz run knows about its database: ids that exist for each path parameter, and the callers' credentials. */
export interface FuzzScene {
  /** Existing ids for each `{param}` of each endpoint, e.g. `{ id: [1], noticeId: [7] }` (a public link's `token`: tokens). */
  params: (name: EndpointName) => Record<string, (number | string)[]>;
  /** The Authorization token of the caller who may use the endpoint (undefined on open rows). */
  token: (name: EndpointName) => string | undefined;
  /** A refresh-token cookie value that was valid when the scene was made. */
  refreshCookie: string;
  /** Ids of rows that exist (teams, people, matches, match-users, …): id fields of bodies draw from them. */
  knownIds: readonly number[];
  /** A match of the caller's team, and one of another team only (for the live stream). */
  liveMatchId: number;
  foreignMatchId: number;
  /** A scrimmage of the caller's team, and one of another team (for the scrimmage's stream). */
  scrimmageId: number;
  foreignScrimmageId: number;
  /** The caller's own calendar file name (`<user>-<team>-<mac>`), to forge others from. */
  calendarFile: string;
  /** The token of an export link the caller made (decision 084), to forge others from. */
  exportToken: string;
  /** The token of a public link that is on (of the match in play), and one of a link turned off (decision 057). */
  publicToken: string;
  revokedToken: string;
  /** People of the caller's team and its schedule items: the ids a valid dues body names (decision 060). */
  members: readonly number[];
  scheduleIds: readonly number[];
}

export interface MultipartSpec {
  field: string;
  fileName: string;
  type: string;
  bytes: number[];
}

export interface FuzzRequest {
  /** Which kind of malformation this request carries (for the printed counts). */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | { multipart: MultipartSpec[] };
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];

/** encodeURIComponent, after turning lone surrogates (which it cannot encode) into U+FFFD. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Path segments that are no id: signs, zero, past 32 and 53 bits, fractions, words, encodings. */
const badSegment = fc.oneof(
  fc.constantFrom(...edgeTexts.filter((s) => s !== '')).map(encode),
  hostileText.filter((s) => s.length > 0 && s.length < 300).map(encode),
  // Sent as they are: broken and overlong percent-escapes, a dot segment.
  fc.constantFrom('2147483647', '4294967296', '-0', '%2B1', '1%20', '%2F', '..', '%', '%E0%A4%A', '%C0%AF', '%FF', '%00'),
);

function pathArbitrary(name: EndpointName, scene: FuzzScene): fc.Arbitrary<{ path: string; badPath: boolean }> {
  const template = endpoints[name].path;
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return fc.constant({ path: template, badPath: false });
  const ids = scene.params(name);
  const one = (param: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(ids[param] ?? [1])).map((id) => ({ text: encode(String(id)), bad: false })) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((id) => ({ text: String(id), bad: false })) },
      { weight: 2, arbitrary: badSegment.map((text) => ({ text, bad: true })) },
    );
  return fc.tuple(...names.map(one)).map((values) => {
    let i = 0;
    const path = template.replace(/\{\w+\}/g, () => values[i++].text);
    return { path, badPath: values.some((x) => x.bad) };
  });
}

/** A query string: the schema's keys with hinted or hostile values, repeated keys, unknown keys, broken escapes. */
function queryArbitrary(schema: v.GenericSchema | undefined): fc.Arbitrary<string> {
  const entries = Object.entries((schema as unknown as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries ?? {});
  const pair = (key: string, value: string) => `${encode(key)}=${encode(value)}`;
  const values = entries.map(([key, entry]) => [key, queryValue(entry)] as const);
  // Well-formed: every key of the schema with a value its hints allow (these may well succeed).
  const good = fc.tuple(...values.map(([key, value]) => value.good.map((text) => pair(key, text)))).map((parts) => parts.join('&'));
  const mixed = fc.tuple(
    ...values.map(([key, value]) =>
      fc.option(
        fc.oneof(
          { weight: 4, arbitrary: value.any.map((text) => [pair(key, text)]) },
          { weight: 1, arbitrary: fc.array(value.any, { minLength: 2, maxLength: 3 }).map((texts) => texts.map((text) => pair(key, text))) },
        ),
        { freq: 3 },
      ),
    ),
  );
  const unknown = fc.array(
    fc.tuple(fc.constantFrom('x', 'page[]', '__proto__', 'constructor', 'size'), hostileText).map(([k, value]) => pair(k, value)),
    { maxLength: 1 },
  );
  const structured = fc.tuple(mixed, unknown).map(([parts, extra]) => [...parts.flatMap((p) => p ?? []), ...extra].join('&'));
  const raw = fc.constantFrom('%', '%E0%A4%A', '=&&=', 'a=%ZZ', '&&&', `page=${'9'.repeat(400)}`, 'size=1&size=200', 'sort=');
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 4, arbitrary: structured }, { weight: 1, arbitrary: raw }).map((q) => (q ? `?${q}` : ''));
}

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/jsonx',
  'multipart/form-data',
  'application/json-seq;',
  '',
];
const jsonContentTypes = [
  'application/json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
  'application/problem+json',
  'application/json;charset=utf-16',
];
const oversized = `{"pad":"${'가'.repeat(Math.ceil(maxJsonBodyBytes / 3) + 16)}"}`;

/** JSON nested far deeper than any shape (still under the body limit): parsers and walkers must not blow the stack. */
const deeplyNested = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
const deeplyNestedObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

type BodyPart = Pick<FuzzRequest, 'kind' | 'body'> & { contentType?: string };

const base64urlOf = (bytes: number, first?: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(first === undefined ? b : [first, ...b.subarray(1)]).toString('base64url'));

/**
 * Valid bodies the schema walk cannot draw (a check the walk cannot read, such as "base64url of exactly
 * 65 bytes"), so that the row also meets bodies it accepts.
 */
const duesMonth = fc.tuple(fc.constantFrom(2025, 2026, 2027), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
/** A month the scene charges its members (dues from 2026-01, the member exempt from 2026-07): any other is refused with 409 5023. */
const chargedMonth = fc.integer({ min: 1, max: 6 }).map((m) => `2026-${String(m).padStart(2, '0')}`);
const won = fc.oneof(fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom(1, 30_000, 110_000, 100_000_000));
const someOf = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });

const validBodies: Partial<Record<EndpointName, (scene: FuzzScene) => fc.Arbitrary<unknown>>> = {
  // Payments of the team's people over a few months, costs split among them: bodies the walk's ids rarely make.
  recordDuesPayment: (scene) =>
    fc.record({
      clientId: fc.uuid(),
      userId: fc.constantFrom(...scene.members),
      amount: won,
      paidOn: fc.constantFrom('2026-05-20', '2026-01-01'),
      method: fc.constantFrom('TRANSFER', 'CASH', 'OTHER'),
      note: fc.constantFrom(null, undefined, '메모'),
      months: fc.uniqueArray(chargedMonth, { maxLength: 4 }),
    }),
  recordDuesCost: (scene) =>
    fc.record({
      clientId: fc.uuid(),
      category: fc.constantFrom('PITCH', 'REFEREE', 'DRINKS', 'OTHER'),
      amount: won,
      spentOn: fc.constant('2026-05-20'),
      scheduleId: fc.constantFrom(null, ...scene.scheduleIds),
      userIds: someOf(scene.members),
    }),
  updateDuesSettings: () =>
    fc.record({
      monthlyAmount: fc.integer({ min: 0, max: 10_000_000 }),
      dueDay: fc.integer({ min: 1, max: 28 }),
      startMonth: duesMonth,
      membersSeeEachOther: fc.boolean(),
      remindOnDueDay: fc.boolean(),
      // Past months too: a change from one is refused (409 5024), never a 500.
      amountFromMonth: fc.constantFrom(undefined, '2025-01', '2026-05', '2027-03'),
    }),
  addDuesExemption: (scene) =>
    fc
      .tuple(fc.uuid(), fc.constantFrom(...scene.members), duesMonth, fc.option(fc.nat({ max: 12 })), fc.constantFrom(null, '부상'))
      .map(([clientId, userId, fromMonth, length, reason]) => ({
        clientId,
        userId,
        fromMonth,
        toMonth: length === null ? null : `${Number(fromMonth.slice(0, 4)) + 1}-${fromMonth.slice(5)}`,
        reason,
      })),
  recordDuesEntry: () =>
    fc.record({
      clientId: fc.uuid(),
      kind: fc.constantFrom('INCOME', 'EXPENSE'),
      amount: won,
      occurredOn: fc.constantFrom('2026-05-20', '2099-12-31'),
      label: fc.constantFrom('후원금', '새 공', 'a'),
    }),
  putPushSubscription: () =>
    fc.record({
      endpoint: fc
        .tuple(
          fc.constantFrom('https://fcm.googleapis.com/fcm/send/', 'https://updates.push.services.mozilla.com/wpush/v2/', 'http://127.0.0.1:9/push/'),
          fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        )
        .map(([origin, id]) => origin + id),
      expirationTime: fc.constantFrom(null, undefined, 1_800_000_000_000),
      keys: fc.record({ p256dh: base64urlOf(65, 0x04), auth: base64urlOf(16) }),
    }),
};

/** Bodies for a row with a JSON body schema. */
function jsonBodyArbitrary(schema: v.GenericSchema, ids: readonly number[], valid?: fc.Arbitrary<unknown>): fc.Arbitrary<BodyPart> {
  const json = (kind: string, value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, fc.constantFrom(...jsonContentTypes)).map(([x, contentType]) => ({ kind, body: JSON.stringify(x) ?? 'null', contentType }));
  return fc.oneof(
    { weight: 8, arbitrary: json('shaped body', valid ? fc.oneof(valid, shaped(schema, ids)) : shaped(schema, ids)) },
    { weight: 8, arbitrary: json('mutated body', mutated(schema, ids)) },
    { weight: 2, arbitrary: json('any JSON body', junk) },
    {
      weight: 2,
      arbitrary: fc.tuple(shaped(schema), fc.nat()).map(([x, cut]) => {
        const text = JSON.stringify(x) ?? '{';
        return { kind: 'broken JSON', body: text.slice(0, cut % Math.max(1, text.length)) + (cut % 2 ? '\u0000' : ''), contentType: 'application/json' };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(shaped(schema), fc.constantFrom(...wrongContentTypes))
        .map(([x, contentType]) => ({ kind: 'wrong content type', body: JSON.stringify(x), contentType: contentType || undefined })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body', body: undefined, contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'oversized body', body: oversized, contentType: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(deeplyNested, deeplyNestedObject).map((body) => ({ kind: 'deeply nested body', body, contentType: 'application/json' })),
    },
  );
}

/** Bodies for a row without a body (it must ignore one, or refuse one over the limit). */
const ignoredBodyArbitrary: fc.Arbitrary<BodyPart> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'no body', body: undefined }) },
  { weight: 2, arbitrary: junk.map((x) => ({ kind: 'unexpected body', body: JSON.stringify(x) ?? 'null', contentType: 'application/json' })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'oversized body', body: oversized, contentType: 'application/json' }) },
);

/** Multipart bodies for the image upload: real and fake images, wrong field names, file names and types; and non-multipart bodies. */
const uploadBodyArbitrary: fc.Arbitrary<BodyPart> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.record({
          field: fc.constantFrom('file', 'file', 'image', '', 'file[]'),
          fileName: fc.oneof(fc.constantFrom('logo.png', 'a.jpg', 'x.svg', '.png', 'evil.png.exe', ''), hostileText),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/plain', 'application/octet-stream', ''),
          bytes: fc.oneof(
            fc.constant(png),
            fc.constant(jpeg),
            fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
            fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 }).map((b) => [...png, ...b]),
          ),
        }),
        { minLength: 0, maxLength: 2 },
      )
      .map((parts) => ({ kind: 'multipart', body: { multipart: parts } })),
  },
  { weight: 1, arbitrary: junk.map((x) => ({ kind: 'JSON instead of multipart', body: JSON.stringify(x) ?? 'null', contentType: 'application/json' })) },
  { weight: 1, arbitrary: hostileText.map((text) => ({ kind: 'broken multipart', body: `--b\r\n${text}`, contentType: 'multipart/form-data; boundary=b' })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'multipart without boundary', body: 'abc', contentType: 'multipart/form-data' }) },
);

function authorizationArbitrary(token: string | undefined): fc.Arbitrary<{ header?: string; broken: boolean }> {
  if (!token) return fc.constant({ broken: false });
  const broken = fc.constantFrom(
    '',
    'Bearer',
    'Bearer ',
    `bearer  ${token}`,
    'Basic dXNlcjpwYXNz',
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -3)}`,
    'Bearer a.b.c',
    `Bearer ${'A'.repeat(5000)}`,
    token,
    `Bearer ${token} ${token}`,
  );
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ header: `Bearer ${token}`, broken: false }) },
    { weight: 1, arbitrary: broken.map((header) => ({ header, broken: true })) },
  );
}

/** The cookie header of the sign-in rows: the scene's refresh cookie (valid once), a forged one, or none. */
function cookieArbitrary(scene: FuzzScene): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constant(`pitchside_refresh=${scene.refreshCookie}`),
    hostileText.map((text) => `pitchside_refresh=${encode(text)}`),
    fc.constantFrom('pitchside_refresh=', 'pitchside_refresh', '; ;=', `pitchside_refresh=${scene.refreshCookie}x`),
  );
}

/** The kind label of a request sent with another method than the row's (its answer belongs to another row, if any). */
export const otherMethodKind = 'other method';

/** Every request the fuzz may send to one row of the endpoint table. */
export function requestArbitrary(name: EndpointName, scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const endpoint = endpoints[name];
  const query = queryArbitrary('query' in endpoint ? endpoint.query : undefined);
  const bodySchema = 'body' in endpoint ? endpoint.body : undefined;
  const body =
    endpoint.method === 'GET'
      ? fc.constant<BodyPart>({ kind: 'no body' })
      : bodySchema === 'multipart'
        ? uploadBodyArbitrary
        : bodySchema
          ? jsonBodyArbitrary(bodySchema, scene.knownIds, validBodies[name]?.(scene))
          : ignoredBodyArbitrary;
  const cookie = name === 'renewToken' || name === 'logout' ? cookieArbitrary(scene) : fc.constant(undefined);
  // Now and then another method on the same path: 405 with Allow, or another row of the same path.
  const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== endpoint.method);
  const method = fc.oneof({ weight: 15, arbitrary: fc.constant(endpoint.method as string) }, { weight: 1, arbitrary: fc.constantFrom(...others) });
  return fc
    .tuple(pathArbitrary(name, scene), query, body, authorizationArbitrary(scene.token(name)), cookie, method)
    .map(([path, q, b, auth, cookieHeader, m]) => {
      const headers: Record<string, string> = {};
      if (auth.header !== undefined) headers.authorization = auth.header;
      if (b.contentType) headers['content-type'] = b.contentType;
      if (cookieHeader) headers.cookie = cookieHeader;
      const otherMethod = m !== endpoint.method;
      const kinds = [otherMethod && otherMethodKind, path.badPath && 'bad path id', q && 'query', auth.broken && 'broken authorization', b.kind].filter(
        Boolean,
      );
      // A GET cannot carry a body (fetch refuses to build such a request).
      return { kind: kinds.join(' + '), method: m, path: path.path + q, headers, body: m === 'GET' ? undefined : b.body };
    });
}

/** Sends a fuzz request to the app. */
export function send(t: TestApp, request: FuzzRequest): Promise<Response> {
  let body: BodyInit | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body) {
    const form = new FormData();
    for (const part of request.body.multipart) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.fileName);
    body = form;
  }
  return Promise.resolve(t.app.request(request.path, { method: request.method, headers: request.headers, body }));
}

/**
 * Live-stream requests that must be refused (a valid one opens a stream): a bad or unknown match id
 * with a valid token, or a real match with a missing, broken or foreign token, by header or query.
 */
export function liveRefusals(scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const token = scene.token('getMatch')!;
  const path = (id: string) => liveStreamPath.replace('{id}', id);
  const badId = fc.oneof(badSegment, fc.constant(String(2 ** 31 - 1)));
  const brokenToken = fc.oneof(fc.constantFrom('', 'a.b', 'a.b.c', `${token}x`, token.split('.').reverse().join('.')), hostileText.map(encode));
  return fc.oneof(
    badId.map((id) => ({ kind: 'live: bad match id', method: 'GET', path: path(id), headers: { authorization: `Bearer ${token}` } })),
    fc.constant({ kind: 'live: no token', method: 'GET', path: path(String(scene.liveMatchId)), headers: {} }),
    fc.constant({
      kind: 'live: a match of another team',
      method: 'GET',
      path: path(String(scene.foreignMatchId)),
      headers: { authorization: `Bearer ${token}` },
    }),
    brokenToken.map((t) => ({ kind: 'live: broken query token', method: 'GET', path: `${path(String(scene.liveMatchId))}?access_token=${t}`, headers: {} })),
    authorizationArbitrary(token)
      .filter((a) => a.broken)
      .map((a) => ({ kind: 'live: broken header', method: 'GET', path: path(String(scene.liveMatchId)), headers: { authorization: a.header ?? '' } })),
  );
}

/**
 * Scrimmage stream requests that must be refused (decision 080): bad team or scrimmage ids, another
 * team's scrimmage on the caller's team path, no token or a broken one, a Last-Event-ID that is no position.
 */
export function scrimmageLiveRefusals(scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const token = scene.token('getMatch')!;
  const path = (id: string, scrimmageId: string) => scrimmageLiveStreamPath.replace('{id}', id).replace('{scrimmageId}', scrimmageId);
  const own = path(String(teamIds.hangang), String(scene.scrimmageId));
  const bearer = { authorization: `Bearer ${token}` };
  const badId = fc.oneof(badSegment, fc.constant(String(2 ** 31 - 1)));
  return fc.oneof(
    badId.map((id) => ({ kind: 'scrimmage live: bad scrimmage id', method: 'GET', path: path(String(teamIds.hangang), id), headers: bearer })),
    badId.map((id) => ({ kind: 'scrimmage live: bad team id', method: 'GET', path: path(id, String(scene.scrimmageId)), headers: bearer })),
    fc.constant({ kind: 'scrimmage live: no token', method: 'GET', path: own, headers: {} }),
    fc.constant({
      kind: 'scrimmage live: a scrimmage of another team',
      method: 'GET',
      path: path(String(teamIds.hangang), String(scene.foreignScrimmageId)),
      headers: bearer,
    }),
    fc
      .constantFrom(...badLastEventIds)
      .map((id) => ({ kind: 'scrimmage live: bad Last-Event-ID', method: 'GET', path: own, headers: { ...bearer, 'last-event-id': id } })),
    authorizationArbitrary(token)
      .filter((a) => a.broken)
      .map((a) => ({ kind: 'scrimmage live: broken header', method: 'GET', path: own, headers: { authorization: a.header ?? '' } })),
  );
}

/** Texts that are no `Last-Event-ID` (a valid one with a link that is on would open a stream that never ends). */
const badLastEventIds = ['-1', 'abc', '1.5', '1e3', '0x10', '9999999999', '+1', '1 2', '%', '18446744073709551616'];

/**
 * Public-link stream requests that must be refused (decision 057): tokens that name no link that is
 * on (shaped ones made up, the one turned off, the real one with a character changed, hostile text and
 * bad segments), and the real token with a Last-Event-ID that is no position (header or query).
 */
export function publicLiveRefusals(scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const path = (token: string) => publicLiveStreamPath.replace('{token}', token);
  const tokenChars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
  const madeUp = fc
    .array(fc.constantFrom(...tokenChars), { minLength: 24, maxLength: 24 })
    .map((chars) => chars.join(''))
    .filter((t) => t !== scene.publicToken);
  const changed = fc.nat({ max: 23 }).map((i) => {
    const c = scene.publicToken[i] === 'A' ? 'B' : 'A';
    return scene.publicToken.slice(0, i) + c + scene.publicToken.slice(i + 1);
  });
  const unknown = fc.oneof(
    madeUp,
    changed,
    fc.constant(scene.revokedToken),
    fc.constant(scene.publicToken.slice(1)),
    fc.constant(`${scene.publicToken}A`),
    fc.constant(scene.publicToken.toLowerCase()).filter((t) => t !== scene.publicToken),
    badSegment,
    hostileText.filter((t) => t.length > 0 && t.length < 300).map(encode),
  );
  const badId = fc.constantFrom(...badLastEventIds);
  return fc.oneof(
    unknown.map((token) => ({ kind: 'public live: a token that is no link', method: 'GET', path: path(token), headers: {} })),
    badId.map((id) => ({ kind: 'public live: bad Last-Event-ID', method: 'GET', path: path(scene.publicToken), headers: { 'last-event-id': id } })),
    // In a query a blank text stays (in a header it would be trimmed to none: no position, a stream that opens).
    fc
      .oneof(
        badId,
        fc.constant(' '),
        hostileText.filter((t) => t !== '' && !/^\d{1,9}$/.test(t.trim())),
      )
      .map((id) => ({
        kind: 'public live: bad lastEventId',
        method: 'GET',
        path: `${path(scene.publicToken)}?lastEventId=${encode(id)}`,
        headers: {},
      })),
  );
}

/** Calendar-file names that are nobody's: forged MACs, other ids, hostile text, no `.ics`. */
export function calendarRefusals(scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const [user, team, mac] = scene.calendarFile.split('-', 3);
  const rest = scene.calendarFile.slice(user.length + team.length + 2);
  const forged = fc
    .oneof(
      fc.constant(`${user}-${team}-${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}${rest.slice(mac.length)}`),
      fc
        .integer({ min: 0, max: 2 ** 31 })
        .filter((other) => String(other) !== user)
        .map((other) => `${other}-${team}-${rest}`),
      fc
        .integer({ min: 0, max: 2 ** 31 })
        .filter((other) => String(other) !== team)
        .map((other) => `${user}-${other}-${rest}`),
      fc.constantFrom('', '-', '--', `${user}-${team}-`, '1-1-' + 'A'.repeat(43), '1-1-' + 'A'.repeat(5000)),
      hostileText,
    )
    .map(encode);
  const file = fc.tuple(forged, fc.constantFrom('.ics', '.ics', '.ICS', '', '.ics.ics', '.json')).map(([name, ext]) => name + ext);
  return file.map((name) => ({ kind: 'calendar: forged file', method: 'GET', path: calendarFeedPath.replace('{token}.ics', name), headers: {} }));
}

/** Export tokens the server did not sign (decision 084): another payload under the caller's MAC, a changed MAC, hostile text. */
export function exportRefusals(scene: FuzzScene): fc.Arbitrary<FuzzRequest> {
  const [payload, mac] = scene.exportToken.split('.');
  const json = (text: string) => Buffer.from(text).toString('base64url');
  const forged = fc.oneof(
    fc
      .record({ t: fc.integer({ min: -1, max: 2 ** 31 }), u: fc.integer({ min: -1, max: 2 ** 31 }), e: fc.integer({ min: 0, max: 2 ** 40 }) })
      .map(({ t, u, e }) => `${json(JSON.stringify({ t, u, k: 'SEASON_STATS', p: { season: 2026 }, e }))}.${mac}`),
    fc.string({ minLength: 43, maxLength: 43 }).map((other) => `${payload}.${json(other).slice(0, 43)}`),
    fc.constantFrom('', '.', `${payload}.`, `.${mac}`, `${payload}.${mac}x`, `${payload}x.${mac}`, `${payload}.${mac}.${mac}`, 'A'.repeat(5000) + `.${mac}`),
    fc.string().map((text) => `${text}.${mac}`),
  );
  return forged
    .filter((token) => token !== scene.exportToken)
    .map((token) => ({ kind: 'export: forged token', method: 'GET', path: exportFilePath.replace('{token}', encode(token)), headers: {} }));
}
