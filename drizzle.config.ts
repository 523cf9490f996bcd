/**
 * drizzle-kit: `npm run db:generate` writes SQL migrations from server/db/schema.ts into
 * server/db/migrations (committed). The server applies them itself at start (server/db/client.ts),
 * so `drizzle-kit migrate` is never needed; `generate` needs no database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts and the tables of a feature in a file beside it (schema-status.ts, decision 091), which imports
  // schema.ts's tables one way (re-exported from schema.ts they would make an import cycle).
  schema: './server/db/schema*.ts',
  out: './server/db/migrations',
});
