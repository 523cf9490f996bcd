/**
 * The development sign-in page: plain server-rendered, accessible Korean HTML (lang="ko", one <main>
 * and <h1>, labelled controls, a visible focus ring). `html` from hono/html escapes every value.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export interface DevPerson {
  id: number;
  name: string;
  lifecycle: 'PENDING' | 'ACTIVE';
  teams: { name: string; role: 'TEAM_ADMIN' | 'USER' }[];
}

const roleLabel = { TEAM_ADMIN: '운영진', USER: '일반 멤버' } as const;

const styles =
  `
  :root { color-scheme: light; font-family: Pretendard, system-ui, sans-serif; }
  body { margin: 0; background: #f3f6f4; color: #1b1f1d; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.125rem; margin: 2rem 0 .75rem; }
  p { margin: 0 0 1rem; line-height: 1.5; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  button { font: inherit; cursor: pointer; border-radius: .5rem; }
  .person { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #c9d3cd; background: #fff; ` +
  `display: flex; justify-content: space-between; gap: 1rem; }
  .person:hover { border-color: #2f7d3f; }
  .teams { color: #4a554f; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { font: inherit; padding: .625rem .75rem; border: 1px solid #8a968f; border-radius: .5rem; width: 100%; box-sizing: border-box; }
  .primary { margin-top: .75rem; padding: .625rem 1rem; border: 0; background: #2f7d3f; color: #fff; font-weight: 600; }
  :focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .notice { background: #fff7d6; border: 1px solid #e3c65c; padding: .75rem 1rem; border-radius: .5rem; }
`;

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Pitchside</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function teamsText(person: DevPerson): string {
  if (person.teams.length === 0) return person.lifecycle === 'PENDING' ? '팀 없음 · 가입 전' : '팀 없음';
  return person.teams.map((t) => `${t.name} · ${roleLabel[t.role]}`).join(', ');
}

function personItem(p: DevPerson) {
  const label = html`<span>${p.name}</span> <span class="teams">${teamsText(p)}</span>`;
  return html`<li><button type="submit" class="person" name="personId" value="${p.id}">${label}</button></li>`;
}

/** The page that lists the people to sign in as, and a form for a new person. */
export function devSignInPage({ people, redirectUri, state }: { people: DevPerson[]; redirectUri: string; state: string }) {
  const hidden = html`<input type="hidden" name="redirect_uri" value="${redirectUri}"><input type="hidden" name="state" value="${state}">`;
  return layout(
    '개발용 로그인',
    html`
<h1>개발용 로그인</h1>
<p class="notice">개발 환경 전용 화면입니다. 카카오 로그인 대신 로그인할 사람을 고르세요.</p>
<section aria-labelledby="people-heading">
<h2 id="people-heading">등록된 사람으로 로그인</h2>
<form method="post" action="/dev-auth/authorize">
${hidden}
<ul>
${people.map(personItem)}
</ul>
</form>
</section>
<section aria-labelledby="new-heading">
<h2 id="new-heading">새 사용자</h2>
<form method="post" action="/dev-auth/authorize">
${hidden}
<label for="new-name">이름</label>
<input id="new-name" name="name" required maxlength="30" autocomplete="off">
<button type="submit" class="primary">새 사용자로 시작</button>
</form>
</section>`,
  );
}

/** A refusal (bad redirect URI, missing state…) shown as a page, since a browser is looking. */
export function devErrorPage(message: string) {
  return layout('로그인할 수 없습니다', html`<h1>로그인할 수 없습니다</h1><p role="alert">${message}</p>`);
}
