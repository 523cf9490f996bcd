/**
 * drizzle-kit: `npm run db:generate` writes SQL migrations from server/db/schema*.ts into
 * server/db/migrations (committed). The server applies them itself at start (server/db/client.ts),
 * so `drizzle-kit migrate` is never needed; `generate` needs no database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts and the tables of a feature in a file beside it (schema-status.ts, schema-attendance.ts, schema-mom.ts …): such a file
  // imports schema.ts's tables for its keys, so schema.ts cannot re-export it without an import cycle (decision 091).
  schema: './server/db/schema*.ts',
  out: './server/db/migrations',
});
