/**
 * API answers are gzipped for a browser that accepts it (decision 042): a large JSON answer comes
 * compressed and reads back the same, a small one and one to a client that did not ask come as they
 * are, and the live stream is never compressed (a compressor would hold its events back).
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { tokenFor } from './helpers.ts';
import { useNodeServer } from './node-server.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const acceptsGzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('API answers over HTTP', () => {
  let t: TestApp;
  let token: string;
  let matchId: number;
  beforeAll(async () => {
    t = await database.shared();
    const admin = seedPerson('kim-minjun');
    token = await tokenFor(t, admin.id);
    [{ id: matchId }] = await t.database.db.select({ id: matches.id }).from(matches).where(eq(matches.homeTeamId, admin.teams[0].id)).limit(1);
  });

  it('are gzipped when larger than 1 KB and the client accepts gzip, and read back the same', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const plain = await t.app.request(`/api/v1/matches/${matchId}/players`, { headers });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = new Uint8Array(await plain.arrayBuffer());
    expect(plainBody.byteLength).toBeGreaterThan(1024);

    const gzipped = await t.app.request(`/api/v1/matches/${matchId}/players`, { headers: { ...headers, ...acceptsGzip } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const wire = new Uint8Array(await gzipped.arrayBuffer());
    expect(wire.byteLength).toBeLessThan(plainBody.byteLength / 2);
    expect(JSON.parse(gunzipSync(wire).toString('utf8'))).toEqual(JSON.parse(new TextDecoder().decode(plainBody)));
  });

  it('are gzipped when they are errors or the OpenAPI document, too', async () => {
    const document = await t.app.request('/openapi.json', { headers: acceptsGzip });
    expect(document.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(new Uint8Array(await document.arrayBuffer())).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('under 1 KB come as they are', async () => {
    const small = await t.app.request('/api/v1/users/1', { headers: acceptsGzip });
    expect(small.status).toBe(401);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).code).toBeTypeOf('number');
  });
});

describe('the live stream over a real node server', () => {
  const node = useNodeServer(() => database.shared());

  it('is never compressed, even for a client that accepts gzip', async () => {
    const member = seedPerson('kim-minjun');
    const [match] = await node.app().database.db.select({ id: matches.id }).from(matches).where(eq(matches.homeTeamId, member.teams[0].id)).limit(1);
    const controller = new AbortController();
    const response = await fetch(`${node.base()}/api/v1/matches/${match.id}/live`, {
      headers: { authorization: `Bearer ${await tokenFor(node.app(), member.id)}`, accept: 'text/event-stream', ...acceptsGzip },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    // The first event arrives as it is written, not when a compressor's buffer fills.
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^(event|id|data|retry|:)/m);
    controller.abort();
  });
});
