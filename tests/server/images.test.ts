import { beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes } from '#contract/files.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { sniffImageType, uploadsContentSecurityPolicy } from '#server/routes/images.ts';
import { body, pendingPerson, storedImages, tokenFor, upload } from './helpers.ts';
import { disguised, gif87a, realImages, truncated } from './image-samples.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const { png, jpg: jpeg, gif: gif89, webp } = realImages;

describe('image uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenFor(t, seedPerson('lee-seojun').id);
  });

  it('stores a PNG named .txt and declared text/plain as a PNG, and serves it back', async () => {
    const response = await upload(t, token, new Blob([png], { type: 'text/plain' }), 'notes.txt');
    expect(response.status).toBe(201);
    const { data } = await body<{ url: string }>(response);
    expect(data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = data.url.slice('/uploads/'.length);
    expect((await storedImages(t)).get(name)).toEqual({ contentType: 'image/png', bytes: png, byteSize: png.byteLength });
    const served = await t.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('knows JPEG, GIF (87a and 89a) and WebP by their first bytes', async () => {
    for (const [bytes, extension, type] of [
      [jpeg, 'jpg', 'image/jpeg'],
      [gif87a, 'gif', 'image/gif'],
      [gif89, 'gif', 'image/gif'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      const response = await upload(t, token, new Blob([bytes]), 'upload.bin');
      expect(response.status, extension).toBe(201);
      const { url } = (await body<{ url: string }>(response)).data;
      expect(url.endsWith(`.${extension}`)).toBe(true);
      expect((await t.app.request(url)).headers.get('content-type')).toBe(type);
    }
  });

  it('refuses a text file named .png and declared image/png with 400 8001', async () => {
    const before = (await storedImages(t)).size;
    const response = await upload(t, token, new Blob(['hello, this is not an image'], { type: 'image/png' }), 'photo.png');
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 8001 });
    expect((await storedImages(t)).size).toBe(before);
  });

  it('refuses look-alikes: an empty file, a RIFF that is not WebP, a GIF without its version', async () => {
    for (const bytes of [new Uint8Array(0), truncated.riffWave, new TextEncoder().encode('GIF8'), new Uint8Array([0xff, 0xd8])]) {
      const response = await upload(t, token, new Blob([bytes]), 'x.png');
      expect(response.status).toBe(400);
      expect((await body(response)).code).toBe(8001);
    }
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
  });

  it('names the file field when there is none', async () => {
    const other = await upload(t, token, new Blob([png]), 'logo.png', 'image');
    expect(other.status).toBe(400);
    expect((await body<{ field: string }[]>(other)).data.map((f) => f.field)).toEqual(['file']);
    const json = await t.app.request('/api/v1/s3/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect((await body<{ field: string }[]>(json)).data.map((f) => f.field)).toEqual(['file']);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413 8006', async () => {
    const exact = new Uint8Array(maxImageBytes);
    exact.set(png);
    expect((await upload(t, token, new Blob([exact]), 'big.png')).status).toBe(201);
    const over = new Uint8Array(maxImageBytes + 1);
    over.set(png);
    const response = await upload(t, token, new Blob([over]), 'bigger.png');
    expect(response.status).toBe(413);
    expect(await body(response)).toMatchObject({ status: 413, code: 8006 });
  });

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await t.app.request('/api/v1/s3/images', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await body(response)).code).toBe(8006);
    // The stream never ends: had the server read it, the request would never have been answered.
    expect(pulls).toBeLessThan(4);
  });

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const chunk = 1024 * 1024;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk;
        controller.enqueue(new Uint8Array(chunk));
        if (sent >= 40 * chunk) controller.close();
      },
    });
    const response = await t.app.request('/api/v1/s3/images', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await body(response)).code).toBe(8006);
    expect(sent).toBeLessThan(15 * chunk);
  });

  it('refuses a guest (401 9000) and a person whose profile is not complete (403 4004)', async () => {
    const guest = await upload(t, undefined, new Blob([png]), 'a.png');
    expect(guest.status).toBe(401);
    expect((await body(guest)).code).toBe(9000);
    const pending = await upload(t, await tokenFor(t, await pendingPerson(t, '업로드 대기')), new Blob([png]), 'a.png');
    expect(pending.status).toBe(403);
    expect((await body(pending)).code).toBe(4004);
  });

  it('serves nothing but stored image names: 404 for unknown names, other extensions and traversal', async () => {
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/notes.txt',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/../package.json',
      '/uploads/%2e%2e%2fpglite',
      '/uploads/',
      '/uploads/0123456789ABCDEF0123456789ABCDEF.png',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('judges a PNG named .exe and declared application/octet-stream by its bytes: stored and served as a PNG', async () => {
    const response = await upload(t, token, new Blob([png], { type: 'application/octet-stream' }), 'setup.exe');
    expect(response.status).toBe(201);
    const { url } = (await body<{ url: string }>(response)).data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(uploadsContentSecurityPolicy);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses HTML, SVG and script files named and declared as images with 400 8001, storing nothing', async () => {
    const before = (await storedImages(t)).size;
    const cases = [
      [disguised.html, 'photo.png', 'image/png'],
      [disguised.svg, 'logo.png', 'image/png'],
      [disguised.svg, 'logo.svg', 'image/svg+xml'],
      [disguised.svgWithXmlDeclaration, 'logo.gif', 'image/gif'],
      [disguised.script, 'avatar.jpg', 'image/jpeg'],
      [disguised.html, 'team.webp', 'image/webp'],
    ] as const;
    for (const [bytes, name, type] of cases) {
      const response = await upload(t, token, new Blob([bytes], { type }), name);
      expect(response.status, name).toBe(400);
      expect(await body(response), name).toMatchObject({ status: 400, code: 8001, message: '지원하지 않는 파일 형식입니다.' });
    }
    expect((await storedImages(t)).size).toBe(before);
  });

  it('wants more than a signature: the structure that must follow it', async () => {
    for (const [name, bytes] of Object.entries(truncated)) {
      expect(sniffImageType(bytes), name).toBeNull();
      const response = await upload(t, token, new Blob([bytes]), `${name}.png`);
      expect(response.status, name).toBe(400);
    }
    for (const [extension, bytes] of Object.entries(realImages)) expect(sniffImageType(bytes)?.extension).toBe(extension);
  });

  it('serves a GIF that carries HTML after its header as image/gif, never as a page', async () => {
    const polyglot = new Uint8Array([...gif89, ...disguised.html]);
    const response = await upload(t, token, new Blob([polyglot], { type: 'text/html' }), 'page.html');
    expect(response.status).toBe(201);
    const served = await t.app.request((await body<{ url: string }>(response)).data.url);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
