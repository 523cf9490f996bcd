import { expect, test } from './fixtures/test.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { seedPeople, seedPerson } from '../server/db/seed-data.ts';
import { nextSeoulSunday, SchedulesPage } from './pages/schedules.ts';
import { ScrimmagePage } from './pages/scrimmage.page.ts';
import { signInAs } from './pages/sign-in.ts';

const team = 1;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const sides = ['주황팀', '노랑팀', '초록팀'];

test.use({ viewport: phone, hasTouch: true });

test(
  'an admin plans a three-side 자체전, checks in 16 members and a guest, takes a proposal of 6/6/5 with the keepers spread, ' +
    'swaps two and saves; a member sees the sides read-only',
  async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const admin = seedPerson('kim-minjun');
    const title = `일요 자체전 ${Date.now() % 100000}`;
    const sunday = nextSeoulSunday();

    // The admin plans it on the schedules page: three sides, the winner stays (the dialog's defaults).
    await signInAs(page, admin.name);
    const schedules = new SchedulesPage(page);
    await schedules.goto(team, sunday);
    await page.getByRole('button', { name: '자체전 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '자체전 만들기' });
    await dialog.getByRole('textbox', { name: '자체전 이름' }).fill(title);
    await dialog.getByRole('textbox', { name: '장소' }).fill('난지 구장');
    await expect(dialog.getByRole('radio', { name: '3팀' })).toBeChecked();
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(dialog).toBeHidden();
    const link = schedules.item(title).getByRole('link', { name: '자체전 보기' });
    const scrimmageId = Number((await link.getAttribute('href'))!.split('/').pop());

    // Every member of the team answers 참석, through the API.
    const adminToken = await apiSignIn(request, admin.id);
    const read = await request.get(`/api/v1/teams/${team}/scrimmages/${scrimmageId}`, { headers: bearer(adminToken) });
    const { scheduleId } = (await read.json()).data as { scheduleId: number };
    const members = seedPeople.filter((p) => p.teams.some((t) => t.id === team));
    expect(members).toHaveLength(17);
    for (const person of members) {
      const token = await apiSignIn(request, person.id);
      const answered = await request.put(`/api/v1/teams/${team}/schedules/${scheduleId}/attendance`, { headers: bearer(token), data: { answer: 'ATTEND' } });
      expect(answered.ok()).toBe(true);
    }

    // At the pitch: 16 of them came (황유찬 did not), and a guest.
    await link.click();
    const scrimmage = new ScrimmagePage(page);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The list holds every member of the team: the seed's 17, and anyone another spec has since let in.
    const roster = await request.get(`/api/v1/teams/${team}/users?size=100`, { headers: bearer(adminToken) });
    const { totalElements } = (await roster.json()).data as { totalElements: number };
    expect(totalElements).toBeGreaterThanOrEqual(17);
    await expect(scrimmage.checkInList().getByRole('button')).toHaveCount(totalElements);
    for (const person of members.filter((p) => p.key !== 'hwang-yuchan')) await scrimmage.checkIn(person.name);
    await scrimmage.addGuest('용병 김');
    await expect(page.getByText('출석 16명 · 용병 1명')).toBeVisible();

    // 팀 나누기: sizes 6/6/5, the two keepers (박지훈, 신동현) on two different sides.
    await page.getByRole('button', { name: '제안 받기' }).click();
    const sizes = await Promise.all(
      sides.map((s) =>
        scrimmage
          .side(s)
          .getByText(/^\d+명$/)
          .innerText(),
      ),
    );
    expect(sizes.sort()).toEqual(['5명', '6명', '6명']);
    const keepers = await Promise.all(sides.map((s) => scrimmage.side(s).getByText('GK', { exact: true }).count()));
    expect(keepers.sort()).toEqual([0, 1, 1]);
    await expect(page.getByRole('list', { name: '이렇게 나눈 이유' })).toContainText('레벨 합');

    // A swap by two taps: one of 주황팀 for one of 노랑팀.
    const a = (await scrimmage.players('주황팀').first().getAttribute('aria-label'))!;
    const b = (await scrimmage.players('노랑팀').first().getAttribute('aria-label'))!;
    await scrimmage.players('주황팀').first().click();
    await scrimmage.side('노랑팀').getByRole('button', { name: b, exact: true }).click();
    await expect(scrimmage.side('주황팀').getByRole('button', { name: b, exact: true })).toBeVisible();
    await expect(scrimmage.side('노랑팀').getByRole('button', { name: a, exact: true })).toBeVisible();
    const orange = (await scrimmage.names('주황팀')).sort();

    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('팀을 저장했습니다.')).toBeVisible();
    await expect(page.getByText('팀 나눔', { exact: true })).toBeVisible();
    // Saved: a reload shows the same sides.
    await page.reload();
    // The server keeps a side as a set: the order inside it is not the editor's.
    await expect.poll(async () => (await scrimmage.names('주황팀')).sort()).toEqual(orange);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(desktop);
    expect(await seriousViolations(page)).toEqual([]);

    // A member sees the sides with their vests, no levels and nothing to change.
    const context = await browser.newContext({ viewport: phone, hasTouch: true });
    const memberPage = await context.newPage();
    await signInAs(memberPage, seedPerson('lee-seojun').name);
    const memberView = new ScrimmagePage(memberPage);
    await memberView.goto(team, scrimmageId);
    await expect(memberView.side('주황팀').getByRole('listitem')).toHaveCount(orange.length);
    await expect(memberView.side('주황팀')).toContainText(b);
    await expect(memberPage.getByRole('button', { name: '제안 받기' })).toHaveCount(0);
    await expect(memberPage.getByText(/레벨 합/)).toHaveCount(0);
    await expect(memberPage.getByRole('list', { name: '출석 체크할 멤버' })).toHaveCount(0);
    expect(await seriousViolations(memberPage)).toEqual([]);
    await memberPage.setViewportSize(desktop);
    expect(await seriousViolations(memberPage)).toEqual([]);
    await context.close();
  },
);
