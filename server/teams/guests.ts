/** Guest players (용병, decision 028): people of the GUEST sign-in type, who play for a team and never sign in. */
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/** The person of the row is a guest player (a select field over `users`). */
export const isGuestPlayer = sql<boolean>`${users.socialType} = 'GUEST'`;
