/** People and sign-in: the User entity of docs/product.md §3, the login token response, and the team-as-seen-by-a-user. */
import * as v from 'valibot';
import { TeamRole, UserLifecycle } from './enums.ts';
import { HexColor, Id, ImageUrl, maxId, PersonName, TeamName } from './fields.ts';
import { intParam } from './params.ts';

/**
 * A person. `teamRole` is the person's role in the team named by the `teamId` query of
 * `GET /api/v1/users/{id}` (roles are per team, docs/product.md §1); without that query it is null.
 */
export const User = v.object({
  userId: Id,
  userName: v.string(),
  profileImg: v.nullable(v.string()),
  userLifecycle: UserLifecycle,
  teamRole: v.nullable(TeamRole),
});
export type User = v.InferOutput<typeof User>;

export const UserQuery = v.object({ teamId: v.optional(intParam(1, maxId)) });

/** The anti-forgery `state` of the sign-in round trip: 8–200 characters the client made. */
const stateText = (missing: string) =>
  v.pipe(v.string(missing), v.minLength(8, 'state는 8~200자여야 합니다.'), v.maxLength(200, 'state는 8~200자여야 합니다.'));

/**
 * `POST /open-api/v1/users/kakao`: the provider's one-time code, the redirect URI it was issued
 * for (the provider checks that the two match, as Kakao does), and the `state` the browser came back
 * with — the server compares it with the one it saw at the authorize redirect (decision 026).
 */
export const SocialLoginRequest = v.object({
  code: v.pipe(v.string('로그인 코드가 없습니다.'), v.minLength(1, '로그인 코드가 없습니다.'), v.maxLength(2048)),
  redirectUri: v.pipe(v.string('redirectUri가 없습니다.'), v.url('redirectUri는 URL이어야 합니다.')),
  state: stateText('state가 없습니다.'),
});
export type SocialLoginRequest = v.InferOutput<typeof SocialLoginRequest>;

/**
 * The login token response (docs/product.md §7.2: data.accessToken). The refresh token travels only in an
 * httpOnly cookie. `userId` and `userLifecycle` spare the client a round trip after sign-in.
 */
export const TokenResponse = v.object({
  accessToken: v.string(),
  userId: Id,
  userLifecycle: UserLifecycle,
});
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

/**
 * `POST /api/v1/users`: creates a person who signs in never (a guest player), e.g. for a lineup.
 * With `teamId` (a team the caller runs) the guest is made for that team and joins it in the same
 * step; the guest belongs to that team (decision 028).
 */
export const CreateUserRequest = v.object({
  name: PersonName,
  profileImg: v.optional(v.nullable(ImageUrl), null),
  teamId: v.optional(v.nullable(Id), null),
});
export type CreateUserRequest = v.InferOutput<typeof CreateUserRequest>;

/** `POST /api/v1/users/{id}/profile/complete`: ends PENDING (docs/product.md §4). */
export const ProfileCompleteRequest = v.object({
  name: PersonName,
  profileImg: v.optional(v.nullable(ImageUrl), null),
});
export type ProfileCompleteRequest = v.InferOutput<typeof ProfileCompleteRequest>;

/** A team as seen by one of its members (docs/product.md §3): their role there and the temporary marker. */
export const MyTeam = v.object({
  id: Id,
  name: TeamName,
  logoImgUrl: v.nullable(v.string()),
  teamColor: HexColor,
  teamRole: TeamRole,
  isTemp: v.boolean(),
});
export type MyTeam = v.InferOutput<typeof MyTeam>;

/**
 * `GET /api/v1/users/{id}/teams`: each team, with how many match requests wait for its answer where
 * this person is a TEAM_ADMIN (0 elsewhere: a member does not see requests). The team page's notice
 * needs no read of its own then, so it shows with the page rather than a round trip after it.
 */
export const MyTeamListItem = v.object({
  ...MyTeam.entries,
  pendingMatchRequests: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * Won of dues and cost shares the person owes the team now (the sidebar's badge, decision 060); 0 when the
   * team has no dues set up, nothing is owed or they paid ahead. The server always sends it; optional so
   * that a list built on the client (a team just joined) needs none.
   */
  duesOwed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type MyTeamListItem = v.InferOutput<typeof MyTeamListItem>;

/**
 * `POST /api/v1/users/{id}/teams`: an admin adds a guest player their own team made (decision 028).
 * A person who signs in joins only by their own act, with an invite code.
 */
export const AddUserToTeamRequest = v.object({
  teamId: Id,
  teamRole: v.optional(TeamRole, 'USER'),
});
export type AddUserToTeamRequest = v.InferOutput<typeof AddUserToTeamRequest>;

/** One query value (the last one when the key repeats), with a message when it is missing. */
const queryText = (missing: string) =>
  v.union(
    [
      v.string(),
      v.pipe(
        v.array(v.string()),
        v.transform((a) => a[a.length - 1] ?? ''),
      ),
    ],
    missing,
  );

/**
 * `GET /open-api/v1/auth/authorize` (authorizePath): where the provider sends the browser back, and an
 * opaque value the client made and checks on return (8–200 characters, e.g. a UUID).
 */
export const AuthorizeQuery = v.object({
  redirect_uri: v.pipe(queryText('redirect_uri가 없습니다.'), v.string(), v.url('redirect_uri는 URL이어야 합니다.')),
  state: v.pipe(queryText('state가 없습니다.'), stateText('state가 없습니다.')),
});
export type AuthorizeQuery = v.InferOutput<typeof AuthorizeQuery>;

/** The name every read shows where a person who left Pitchside was (decision 031). */
export const withdrawnPersonName = '탈퇴한 회원';
