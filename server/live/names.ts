/**
 * People's names in the live log (decision 070). A stored live message, and the answer a retried
 * write gets again, keep the ids of the people in them and no name: a name is read from `users` when
 * a message is read back (replay, another process's NOTIFY, a push's correction, a retry), so a
 * person who withdrew shows as '탈퇴한 회원' there as on every other read (decision 031). Typed names
 * of a temporary team's guests (no person behind them) stay as written.
 */
import { inArray } from 'drizzle-orm';
import type { LiveMessage, MatchEvent } from '#contract/matches.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

type Named = {
  events?: MatchEvent[];
  match?: { homeRecorderId: number | null; awayRecorderId: number | null; homeRecorderName: string | null; awayRecorderName: string | null };
};

const eventWithoutName = (e: MatchEvent): MatchEvent => (e.userId === null ? e : { ...e, userName: null });

/** The form a message (or a RecordResult) is stored in: a person's name left out wherever their id is. */
export function withoutNames<T extends object>(value: T): T {
  const named = value as Named;
  const stored: Named = { ...named };
  if (Array.isArray(named.events)) stored.events = named.events.map(eventWithoutName);
  if (named.match && 'homeRecorderId' in named.match) stored.match = { ...named.match, homeRecorderName: null, awayRecorderName: null };
  return stored as T;
}

function idsIn(values: readonly Named[]): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    for (const e of value.events ?? []) if (e.userId !== null) ids.add(e.userId);
    for (const id of [value.match?.homeRecorderId, value.match?.awayRecorderId]) if (typeof id === 'number') ids.add(id);
  }
  return [...ids];
}

/** Messages (or RecordResults) read back from the log, with each person's name as it is now. */
export async function withCurrentNames<T extends object>(handle: DbOrTx, values: readonly T[]): Promise<T[]> {
  const ids = idsIn(values as readonly Named[]);
  if (ids.length === 0) return [...values];
  const rows = await handle.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return values.map((value) => {
    const named = value as Named;
    if (!named.events && !(named.match && 'homeRecorderId' in named.match)) return value;
    const resolved: Named = { ...named };
    if (Array.isArray(named.events)) resolved.events = named.events.map((e) => (e.userId === null ? e : { ...e, userName: nameOf(e.userId) }));
    if (named.match && 'homeRecorderId' in named.match) {
      resolved.match = { ...named.match, homeRecorderName: nameOf(named.match.homeRecorderId), awayRecorderName: nameOf(named.match.awayRecorderId) };
    }
    return resolved as T;
  });
}

/** One message read back, as withCurrentNames. */
export async function withCurrentName<T extends LiveMessage | object>(handle: DbOrTx, value: T): Promise<T> {
  return (await withCurrentNames(handle, [value]))[0];
}
