/**
 * Posting, editing and deleting notices as a team admin: what is stored (a sanitized body, the
 * author, the edit time), and every kind of bad input refused with a 400 (or 413) naming the field in
 * Korean — never a 500.
 */
import { describe, expect, it } from 'vitest';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');

interface NoticeData {
  id: number;
  title: string;
  content: string;
  preview: string;
  isImportant: boolean;
  authorId: number;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  content: NoticeData[];
  totalElements: number;
}

async function asAdmin(t: TestApp) {
  const token = await tokenFor(t, admin.id);
  return (method: string, path: string, json?: unknown) => call(t, method, `/api/v1/teams/1/notices${path}`, { token, json });
}

describe('writing notices', () => {
  it('posts a notice: 201 with the sanitized body, the author and both times, listed first', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const response = await api('POST', '', {
      title: '  이번 주 훈련  ',
      content: '<h2 style="color:red">공지</h2><p onclick="x()">8시 <b>시작</b></p><script>alert(1)</script>',
      isImportant: true,
    });
    expect(response.status).toBe(201);
    const { data } = await body<NoticeData>(response);
    expect(data).toMatchObject({
      title: '이번 주 훈련',
      content: '<h2>공지</h2><p>8시 <strong>시작</strong></p>',
      isImportant: true,
      authorId: admin.id,
      authorName: '김민준',
      preview: '공지 8시 시작',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const list = (await body<Page>(await api('GET', '?isImportant=true'))).data;
    expect(list.content[0]).toMatchObject({ id: data.id, title: '이번 주 훈련' });
  });

  it('defaults isImportant to false', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const { data } = await body<NoticeData>(await api('POST', '', { title: '일반 공지', content: '<p>본문</p>' }));
    expect(data.isImportant).toBe(false);
  });

  it('edits only the fields sent, sanitizes a new body and moves the edit time', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const created = (await body<NoticeData>(await api('POST', '', { title: '원래 제목', content: '<p>원래 본문</p>', isImportant: true }))).data;
    t.clock.advance(60_000);
    const response = await api('PATCH', `/${created.id}`, {
      content: '<p>새 본문 <a href="javascript:alert(1)">링크</a> <a href="https://example.com/a">안내</a></p>',
    });
    expect(response.status).toBe(200);
    const { data } = await body<NoticeData>(response);
    expect(data).toMatchObject({
      title: '원래 제목',
      isImportant: true,
      createdAt: created.createdAt,
      updatedAt: t.clock.now().toISOString(),
      content: '<p>새 본문 링크 <a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">안내</a></p>',
    });
    const read = (await body<NoticeData>(await api('GET', `/${created.id}`))).data;
    expect(read.content).toBe(data.content);
  });

  it('an empty patch changes nothing', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const created = (await body<NoticeData>(await api('POST', '', { title: '제목', content: '<p>본문</p>' }))).data;
    t.clock.advance(60_000);
    const { data } = await body<NoticeData>(await api('PATCH', `/${created.id}`, {}));
    expect(data).toEqual(created);
  });

  it('deletes a notice: 204, then it is gone from the detail and the list', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const before = (await body<Page>(await api('GET', ''))).data;
    const target = before.content[0];
    expect((await api('DELETE', `/${target.id}`)).status).toBe(204);
    const gone = await api('GET', `/${target.id}`);
    expect(gone.status).toBe(404);
    expect(await body(gone)).toMatchObject({ code: 5010, message: '존재하지 않는 공지사항입니다.' });
    expect((await body<Page>(await api('GET', ''))).data.totalElements).toBe(before.totalElements - 1);
    expect((await api('DELETE', `/${target.id}`)).status).toBe(404);
  });

  it('a member can read what an admin posted', async () => {
    const t = await database.fresh();
    const api = await asAdmin(t);
    const created = (await body<NoticeData>(await api('POST', '', { title: '멤버도 읽는 공지', content: '<p>본문</p>' }))).data;
    const read = await call(t, 'GET', `/api/v1/teams/1/notices/${created.id}`, { token: await tokenFor(t, member.id) });
    expect((await body<NoticeData>(read)).data).toMatchObject({ title: '멤버도 읽는 공지', authorName: '김민준' });
  });
});

/** Bad input: the request, and the field and message (or the error) the answer must carry. */
interface BadInput {
  name: string;
  method: 'POST' | 'PATCH';
  json?: unknown;
  raw?: { text: string; contentType: string };
  status: 400 | 413 | 415;
  field?: string;
  message: string;
}

const fifty = '가'.repeat(50_001);
const oneMegabyte = `<p>${'a'.repeat(1024 * 1024)}</p>`;

const badInputs: BadInput[] = [
  { name: 'a missing title', method: 'POST', json: { content: '<p>본문</p>' }, status: 400, field: 'title', message: '필수 항목입니다.' },
  { name: 'an empty title', method: 'POST', json: { title: '', content: '<p>본문</p>' }, status: 400, field: 'title', message: '제목을 입력해주세요.' },
  {
    name: 'a title of spaces only',
    method: 'POST',
    json: { title: '   ', content: '<p>본문</p>' },
    status: 400,
    field: 'title',
    message: '제목을 입력해주세요.',
  },
  {
    name: 'a title over 100 characters',
    method: 'POST',
    json: { title: '가'.repeat(101), content: '<p>본문</p>' },
    status: 400,
    field: 'title',
    message: '제목은 100자 이내로 입력해주세요.',
  },
  {
    name: 'a title that is not text',
    method: 'POST',
    json: { title: 42, content: '<p>본문</p>' },
    status: 400,
    field: 'title',
    message: '제목을 입력해주세요.',
  },
  { name: 'a missing body', method: 'POST', json: { title: '제목' }, status: 400, field: 'content', message: '필수 항목입니다.' },
  { name: 'an empty body', method: 'POST', json: { title: '제목', content: '' }, status: 400, field: 'content', message: '내용을 입력해주세요.' },
  {
    name: 'an empty editor paragraph',
    method: 'POST',
    json: { title: '제목', content: '<p></p>' },
    status: 400,
    field: 'content',
    message: '내용을 입력해주세요.',
  },
  {
    name: 'a body that is only a script',
    method: 'POST',
    json: { title: '제목', content: '<script>alert(1)</script>' },
    status: 400,
    field: 'content',
    message: '내용을 입력해주세요.',
  },
  {
    name: 'a body that is only an image',
    method: 'POST',
    json: { title: '제목', content: '<p><img src=x onerror=alert(1)></p>' },
    status: 400,
    field: 'content',
    message: '내용을 입력해주세요.',
  },
  {
    name: 'a ~60 KB body (over the 50,000-character limit)',
    method: 'POST',
    json: { title: '제목', content: `<p>${fifty}</p>` },
    status: 400,
    field: 'content',
    message: '내용이 너무 깁니다.',
  },
  {
    name: "a 1 MB body (over the server's body limit)",
    method: 'POST',
    json: { title: '제목', content: oneMegabyte },
    status: 413,
    message: '요청 본문이 너무 큽니다.',
  },
  {
    name: 'isImportant that is not a boolean',
    method: 'POST',
    json: { title: '제목', content: '<p>본문</p>', isImportant: 'yes' },
    status: 400,
    field: 'isImportant',
    message: 'true 또는 false여야 합니다.',
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    raw: { text: '{"title": "제목",', contentType: 'application/json' },
    status: 400,
    field: 'body',
    message: 'JSON 형식이 올바르지 않습니다.',
  },
  {
    name: 'a form post instead of JSON',
    method: 'POST',
    raw: { text: 'title=x', contentType: 'application/x-www-form-urlencoded' },
    status: 415,
    message: '요청 본문은 JSON이어야 합니다.',
  },
  { name: 'an edit emptying the title', method: 'PATCH', json: { title: '' }, status: 400, field: 'title', message: '제목을 입력해주세요.' },
  {
    name: 'an edit emptying the body after sanitizing',
    method: 'PATCH',
    json: { content: '<iframe src="https://evil.example"></iframe>' },
    status: 400,
    field: 'content',
    message: '내용을 입력해주세요.',
  },
  { name: 'an edit with a ~60 KB body', method: 'PATCH', json: { content: `<p>${fifty}</p>` }, status: 400, field: 'content', message: '내용이 너무 깁니다.' },
  { name: 'an edit with a 1 MB body', method: 'PATCH', json: { content: oneMegabyte }, status: 413, message: '요청 본문이 너무 큽니다.' },
];

describe('bad input is refused with a clear Korean message, never a 500', () => {
  it.each(badInputs.map((c) => [c.name, c] as const))('%s', async (_name, bad) => {
    const t = await database.fresh();
    const token = await tokenFor(t, admin.id);
    const [first] = (await body<Page>(await call(t, 'GET', '/api/v1/teams/1/notices', { token }))).data.content;
    const path = bad.method === 'POST' ? '/api/v1/teams/1/notices' : `/api/v1/teams/1/notices/${first.id}`;
    const response = bad.raw
      ? await t.app.request(path, {
          method: bad.method,
          headers: { authorization: `Bearer ${token}`, 'content-type': bad.raw.contentType },
          body: bad.raw.text,
        })
      : await call(t, bad.method, path, { token, json: bad.json });
    expect(response.status).toBe(bad.status);
    const envelope = await body<{ field: string; message: string }[] | null>(response);
    if (bad.field) {
      expect(envelope).toMatchObject({ code: 400, message: '잘못된 요청입니다.' });
      expect(envelope.data).toContainEqual({ field: bad.field, message: bad.message });
    } else {
      expect(envelope.message).toBe(bad.message);
    }
    // Nothing was stored or changed.
    const after = (await body<Page>(await call(t, 'GET', '/api/v1/teams/1/notices', { token }))).data;
    expect(after.totalElements).toBe(5);
    expect(after.content[0]).toEqual(first);
  });

  it('reports the count', () => {
    console.log(`notice bad-input cases: ${badInputs.length}`);
    expect(badInputs.length).toBeGreaterThanOrEqual(19);
  });
});
