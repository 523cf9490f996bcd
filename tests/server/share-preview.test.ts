/**
 * The page a messenger previews for a public link (server/matches/share-preview.ts, decision 057):
 * whatever a team or a match is called is written into the page as it is. A title holding one of
 * String.replace's patterns (`$&`, `` $` ``, `$'`, `$$`, `$1`, `$<name>`) copies nothing of the page
 * into the tags, and the page carries one description: the match's, in place of the app's own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchShareLink } from '#contract/match-share.ts';
import { matches, teams } from '#server/db/schema.ts';
import { sharePreview, withSharePreview } from '#server/matches/share-preview.ts';
import { registerStaticClient } from '#server/static.ts';
import { body, call } from './helpers.ts';
import { recordingScene } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
/** The app's own page, as the build starts from it (its description tag included). */
const appShell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const replacementPatterns = ['$&', '$`', "$'", '$$', '$1', '$<name>', '$'];
/** Text as the page writes it: HTML's five characters escaped, `$` and `` ` `` as they are. */
const asWritten = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How often `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The page is the app's page once: nothing of it was copied into a tag. */
function expectOnePage(html: string) {
  for (const part of ['<!doctype html>', '<head>', '</head>', '<div id="root">', '</html>', '<style>']) expect(occurrences(html, part), part).toBe(1);
}

describe("the preview tags of a public link's page", () => {
  it.each(replacementPatterns)('write a title and a description holding %s as they are', (pattern) => {
    const preview = { title: `FC ${pattern}한강 1 : 0 관악 유나이티드`, description: `경기 전 · 결승 ${pattern} 경기 · 2026년 5월 30일` };
    const html = withSharePreview(appShell, preview, 'https://pitchside.example/live/abc');
    const title = `FC ${asWritten(pattern)}한강 1 : 0 관악 유나이티드`;
    const description = `경기 전 · 결승 ${asWritten(pattern)} 경기 · 2026년 5월 30일`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain(`<meta name="twitter:description" content="${description}">`);
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expectOnePage(html);
  });

  it("carries one description tag: the match's in place of the app's own, or the app's for a link that is gone", () => {
    const html = withSharePreview(appShell, { title: 'FC 한강 0 : 0 관악 유나이티드', description: '경기 전 · 친선' }, 'https://pitchside.example/live/abc');
    expect(html.match(/<meta\s+name="description"/g)).toEqual(['<meta name="description"']);
    expect(html).not.toContain('아마추어 축구팀의 경기 날');

    const gone = withSharePreview(appShell, null, 'https://pitchside.example/live/abc');
    expect(gone.match(/<meta\s+name="description"[^>]*>/g)).toEqual(['<meta name="description" content="Pitchside: 아마추어 축구팀의 경기 날을 한 곳에서" />']);
    expect(gone).toContain('<meta name="robots" content="noindex"></head>');
    expectOnePage(gone);
  });

  it('serves a link whose team and match are named with every pattern as one page with the names as they are', async () => {
    const t = await database.fresh();
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-share-preview-'));
    try {
      writeFileSync(join(dir, 'index.html'), appShell);
      registerStaticClient(t.app, dir, { livePreview: (token) => sharePreview(t.database.db, token, t.clock.now()), publicUrl: 'https://pitchside.example' });
      const s = await recordingScene(t, 'SCHEDULED');
      const [match] = await t.database.db.select().from(matches).where(eq(matches.id, s.matchId));
      const named = replacementPatterns.join(' ');
      await t.database.db
        .update(teams)
        .set({ name: `FC ${named}` })
        .where(eq(teams.id, match.homeTeamId));
      await t.database.db
        .update(matches)
        .set({ title: `결승 ${named}` })
        .where(eq(matches.id, s.matchId));
      const shared = await call(t, 'POST', `/api/v1/matches/${s.matchId}/share`, { token: s.tokens.homeAdmin });
      const link = (await body<MatchShareLink>(shared)).data;

      const page = await t.app.request(`/live/${link.token}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      const written = asWritten(named);
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="FC ${escapeRegExp(written)} 0 : 0 [^"]+">`));
      expect(html).toMatch(new RegExp(`<meta name="description" content="경기 전 · 결승 ${escapeRegExp(written)} · [^"]+">`));
      expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
      expectOnePage(html);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
