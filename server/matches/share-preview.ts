/**
 * What a public scoreboard link shows when pasted into KakaoTalk or another messenger (decision 057):
 * the page's HTML carries Open Graph and Twitter tags with the teams, the score and the state, read
 * when the link is fetched. Nothing else about the match or anyone in it.
 */
import { teamDisplayName } from '#contract/team-name.ts';
import type { DbOrTx } from '../db/client.ts';
import { stateLabels } from '../recording/lifecycle.ts';
import { matchDetail } from './queries.ts';
import { findSharedMatch, shareExpired } from './share.ts';

export interface SharePreview {
  title: string;
  description: string;
}

/** The preview of the link a token names; null when it names none or no longer answers (the page then says the link is gone). */
export async function sharePreview(handle: DbOrTx, token: string, now: Date): Promise<SharePreview | null> {
  const found = await findSharedMatch(handle, token);
  if (!found || shareExpired(found.match, found.share, now)) return null;
  const { match } = found;
  const m = await matchDetail(handle, match, now);
  const home = teamDisplayName({ name: m.homeTeamName, isTemp: m.homeTeamIsTemp });
  const away = teamDisplayName({ name: m.awayTeamName, isTemp: m.awayTeamIsTemp });
  const [year, month, day] = m.matchDate.split('-').map(Number);
  return {
    title: `${home} ${m.homeScore} : ${m.awayScore} ${away}`,
    description: `${stateLabels[m.matchState]} · ${m.title} · ${year}년 ${month}월 ${day}일 · Pitchside 실시간 경기`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The app's own description tag (index.html), in whatever form the build left it. */
const descriptionTag = /<meta\s+name="description"[^>]*>/i;

/**
 * Replaces the first match of `pattern` with `text` as it is. Every replacement goes through a
 * function: a replacement string would read `$&`, `` $` ``, `$'` in a team's or a match's title as
 * patterns and copy parts of the page into it.
 */
const replaceLiterally = (html: string, pattern: RegExp | string, text: string) => html.replace(pattern, () => text);

/**
 * The app's HTML with a link's preview: its title, Open Graph and Twitter tags, the description in
 * place of the app's own (one description tag), and `noindex`; a link that is gone keeps the app's
 * title and description and says only `noindex`.
 */
export function withSharePreview(html: string, preview: SharePreview | null, url: string): string {
  const tags = ['<meta name="robots" content="noindex">'];
  let page = html;
  if (preview) {
    const title = escapeHtml(preview.title);
    const description = escapeHtml(preview.description);
    const descriptionMeta = `<meta name="description" content="${description}">`;
    page = replaceLiterally(page, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
    if (descriptionTag.test(page)) page = replaceLiterally(page, descriptionTag, descriptionMeta);
    else tags.push(descriptionMeta);
    tags.push(
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="Pitchside">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta name="twitter:card" content="summary">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
    );
  }
  return replaceLiterally(page, '</head>', `${tags.join('')}</head>`);
}
