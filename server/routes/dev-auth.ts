/**
 * The development sign-in provider's pages (AUTH_PROVIDER=dev): `GET /dev-auth/authorize` lists the
 * people to sign in as; `POST /dev-auth/authorize` (redirect_uri, state, personId or name) issues a
 * one-time code and answers 302 to `redirect_uri?code=…&state=…`. A new name makes a PENDING person.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { PersonName } from '#contract/fields.ts';
import { AuthorizeQuery } from '#contract/users.ts';
import { devAuthPath, type DevAuthProvider } from '../auth/dev-provider.ts';
import { configuredAuthRateLimits, limitPosts } from '../auth/rate-limits.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { isAllowedRedirectUri, requestOrigin } from '../auth/redirect-uris.ts';
import { memberships, teams, users } from '../db/schema.ts';
import type { AppEnv } from '../http/endpoint.ts';
import { readQuery } from '#contract/params.ts';
import { type DevPerson, devErrorPage, devSignInPage } from './dev-auth-page.ts';
import type { AppDeps } from './deps.ts';

const pageHeaders = {
  'cache-control': 'no-store',
  // The page needs nothing but its inline styles; it must not be framed (someone could be clicked in).
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const Choice = v.union(
  [v.object({ personId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)) }), v.object({ name: PersonName })],
  '로그인할 사람을 고르거나 이름을 입력해주세요.',
);

async function listPeople(deps: AppDeps): Promise<DevPerson[]> {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, lifecycle: users.lifecycle, teamName: teams.name, role: memberships.teamRole })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(users.socialType, 'DEV'), isNull(users.withdrawnAt)))
    .orderBy(asc(users.id), asc(memberships.joinedAt));
  const people = new Map<number, DevPerson>();
  for (const row of rows) {
    const person = people.get(row.id) ?? { id: row.id, name: row.name, lifecycle: row.lifecycle, teams: [] };
    if (row.teamName && row.role) person.teams.push({ name: row.teamName, role: row.role });
    people.set(row.id, person);
  }
  return [...people.values()];
}

function refuse(c: Context, message: string) {
  return c.html(devErrorPage(message), 400, pageHeaders);
}

/** Registers the two dev-auth routes; `provider` issues the codes. The POST is rate-limited (it may create a person). */
export function registerDevAuthRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  provider: DevAuthProvider,
  limit: RateLimit = configuredAuthRateLimits(deps.config.signInRateLimit).devSignIn,
): void {
  app.use(
    devAuthPath,
    limitPosts(limit, { clock: deps.clock, trustProxy: deps.config.trustProxy }, (c, seconds) =>
      c.html(devErrorPage(`로그인 시도가 너무 많습니다. ${seconds}초 뒤에 다시 시도해주세요.`), 429, pageHeaders),
    ),
  );

  const checkTarget = (c: Context, raw: unknown): { error: string } | { redirectUri: string; state: string } => {
    const target = v.safeParse(AuthorizeQuery, raw);
    if (!target.success) return { error: target.issues[0].message };
    if (!isAllowedRedirectUri(target.output.redirect_uri, deps.config, requestOrigin(c.req.url))) {
      return { error: '허용되지 않은 리다이렉트 주소입니다.' };
    }
    return { redirectUri: target.output.redirect_uri, state: target.output.state };
  };

  app.get(devAuthPath, async (c) => {
    const target = checkTarget(c, readQuery(new URL(c.req.url).searchParams));
    if ('error' in target) return refuse(c, target.error);
    return c.html(devSignInPage({ people: await listPeople(deps), ...target }), 200, pageHeaders);
  });

  app.post(devAuthPath, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const target = checkTarget(c, { redirect_uri: form.redirect_uri, state: form.state });
    if ('error' in target) return refuse(c, target.error);
    const choice = v.safeParse(Choice, typeof form.personId === 'string' && form.personId !== '' ? { personId: form.personId } : { name: form.name });
    if (!choice.success) return refuse(c, '로그인할 사람을 고르거나 이름을 입력해주세요.');

    let userId: number;
    if ('personId' in choice.output) {
      const [person] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, choice.output.personId), eq(users.socialType, 'DEV'), isNull(users.withdrawnAt)));
      if (!person) return refuse(c, '존재하지 않는 사용자입니다.');
      userId = person.id;
    } else {
      // Each new name is a new person: the development provider has no other identity to match on.
      const [created] = await deps.db
        .insert(users)
        .values({
          name: choice.output.name,
          lifecycle: 'PENDING',
          socialType: 'DEV',
          socialId: `dev:${crypto.randomUUID()}`,
          createdAt: deps.clock.now(),
        })
        .returning({ id: users.id });
      userId = created.id;
    }
    const code = await provider.issueCode(userId, target.redirectUri);
    const back = new URL(target.redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', target.state);
    c.header('cache-control', 'no-store');
    return c.redirect(back.href, 302);
  });
}
