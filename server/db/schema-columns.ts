/** Column helpers shared by server/db/schema.ts and the schema files beside it (schema-scrimmage.ts). */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column IN ('A', 'B')` for a CHECK constraint; the values are our own constants, never input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
