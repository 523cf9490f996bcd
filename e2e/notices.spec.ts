/**
 * Team notices end to end on the real server: an admin writes an important and a normal notice in
 * the editor, a member finds the normal one by keyword; unsaved work is not lost to a stray click
 * or Back; stored script in titles and bodies renders inert; axe on the list, detail and create pages.
 */
import { expect, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { xssPayloads } from '../tests/xss-payloads.ts';
import { apiSignIn, bearer } from './api.ts';
import { NoticeDetailPage, NoticeEditorPage, NoticesListPage } from './pages/notices.ts';
import { signInAs } from './pages/sign-in.ts';

const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');

test('an admin posts an important and a normal notice; a member finds the normal one by keyword', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const importantTitle = `이번 주 경기 장소 변경 ${stamp}`;
  const normalTitle = `회식 장소 투표 ${stamp}`;

  await signInAs(page, admin.name);
  const list = new NoticesListPage(page);
  const editor = new NoticeEditorPage(page);

  await list.goto(1);
  await list.startWriting();
  await editor.title().fill(importantTitle);
  await editor.writeBody('장소 안내', '이번 주는 난지 구장에서', '8시');
  await editor.markImportant();
  await editor.save();
  await expect(page.getByRole('heading', { level: 2, name: importantTitle })).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 2, name: '장소 안내' })).toBeVisible();
  await expect(page.getByRole('article').locator('strong')).toHaveText('8시');

  await list.goto(1);
  await list.startWriting();
  await editor.title().fill(normalTitle);
  await editor.body().click();
  await page.keyboard.type(`삼겹살과 치킨 중에 골라주세요 ${stamp}고기`);
  await editor.save();
  await expect(page.getByRole('heading', { level: 2, name: normalTitle })).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member.name);
  const memberList = new NoticesListPage(memberPage);
  await memberList.goto(1);
  // The important one is pinned first; the member has no '작성하기'.
  await expect(memberList.titles().first()).toHaveText(importantTitle);
  await expect(memberPage.getByRole('link', { name: '작성하기' })).toHaveCount(0);

  await memberList.search(`${stamp}고기`);
  await expect(memberPage).toHaveURL(new RegExp(`searchKeyword=${stamp}`));
  await expect(memberList.titles()).toHaveText([normalTitle]);
  await memberList.open(normalTitle);
  await expect(memberPage.getByRole('article')).toContainText('삼겹살과 치킨');
  await expect(memberPage.getByRole('button', { name: '삭제하기' })).toHaveCount(0);
  await memberContext.close();
});

test('unsaved work asks before a link or Back leaves; delete asks for confirmation', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAs(page, admin.name);
  const list = new NoticesListPage(page);
  const editor = new NoticeEditorPage(page);
  await list.goto(1);
  await list.startWriting();
  await editor.title().fill('작성 중인 공지');

  // A link in the sidebar: the question, and staying keeps the work.
  await page.getByRole('link', { name: '팀 멤버' }).click();
  const question = page.getByRole('alertdialog', { name: '저장하지 않은 내용이 있습니다' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '계속 작성' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/notices\/create$/);
  await expect(editor.title()).toHaveValue('작성 중인 공지');

  // Back: asked again, with the work still there; staying puts the editor's URL back.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '계속 작성' }).click();
  await expect(page).toHaveURL(/\/notices\/create$/);
  await expect(editor.title()).toHaveValue('작성 중인 공지');
  // Back once more, and leaving goes to the list.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/teams\/1\/notices$/);
  await list.waitUntilShown();

  // Delete: a notice made through the API, removed after the confirmation.
  const token = await apiSignIn(request, admin.id);
  const created = await request.post('/api/v1/teams/1/notices', { headers: bearer(token), data: { title: '지울 공지', content: '<p>곧 지웁니다</p>' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  await new NoticeDetailPage(page).goto(1, id);
  await page.getByRole('button', { name: '삭제하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '공지사항을 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page).toHaveURL(/\/teams\/1\/notices$/);
  await expect(page.getByText('공지사항을 삭제했습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '지울 공지' })).toHaveCount(0);
});

/** Titles that would run script if they were put into the page as HTML. */
const xssTitles = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload=alert(1)><a href="javascript:alert(1)">x</a>',
];

test('stored script in notice titles and bodies renders inert for a member', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, admin.id);
  const body = `<p>안전한 본문</p>${xssPayloads.map((p) => p.html).join('')}`;
  const ids: number[] = [];
  for (const title of xssTitles) {
    const response = await request.post('/api/v1/teams/1/notices', { headers: bearer(token), data: { title, content: body, isImportant: true } });
    expect(response.status(), title).toBe(201);
    ids.push(((await response.json()).data as { id: number }).id);
  }

  const dialogs: string[] = [];
  const foreignRequests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, member.name);
  const origin = new URL(baseURL!).origin;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && url.protocol !== 'data:') foreignRequests.push(r.url());
  });

  const list = new NoticesListPage(page);
  await list.goto(1);
  for (const title of xssTitles) await expect(list.importantList().getByRole('link', { name: title, exact: true })).toBeVisible();

  const detail = new NoticeDetailPage(page);
  for (const [i, id] of ids.entries()) {
    await detail.goto(1, id);
    await expect(page.getByRole('heading', { level: 2, name: xssTitles[i], exact: true })).toBeVisible();
    await expect(detail.body()).toContainText('안전한 본문');
    const found = await detail.body().evaluate((root) => ({
      dangerous: [
        ...root.querySelectorAll('script, iframe, frame, style, object, embed, img, svg, math, link, meta, base, form, input, button, video, audio, template'),
      ].map((e) => e.tagName),
      handlers: [...root.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style' || a.name === 'srcdoc').map((a) => `${e.tagName}[${a.name}]`),
      ),
      hrefs: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    }));
    expect(found.dangerous).toEqual([]);
    expect(found.handlers).toEqual([]);
    for (const href of found.hrefs) expect(['http:', 'https:', 'mailto:'], href).toContain(new URL(href).protocol);
    // Hover and click every link-less element the payloads aimed at; nothing may fire.
    await detail.body().hover();
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreignRequests).toEqual([]);
  console.log(`stored-script browser test: ${xssPayloads.length} body payloads × ${xssTitles.length} title payloads`);
});

test('axe finds no serious or critical violation on the notice list, detail and create pages; the editor loads only with its page', async ({ page }) => {
  test.setTimeout(60_000);
  const editorChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/notice-form-[^/]*\.js$/.test(new URL(r.url()).pathname)) editorChunks.push(r.url());
  });
  await signInAs(page, admin.name);
  const list = new NoticesListPage(page);
  await list.goto(1);
  await expect(list.titles().first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = (await list.titles().first().textContent())!;
  await list.open(first);
  expect(await seriousViolations(page)).toEqual([]);

  // The sign-in, the list and the detail did not fetch the editor's chunk (TipTap).
  expect(editorChunks).toEqual([]);

  await list.goto(1);
  await list.startWriting();
  await expect(page.getByRole('toolbar', { name: '서식 도구' })).toBeVisible();
  expect(editorChunks).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
});
