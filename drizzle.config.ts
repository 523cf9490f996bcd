/**
 * drizzle-kit: `npm run db:generate` writes SQL migrations from server/db/schema*.ts into
 * server/db/migrations (committed). The server applies them itself at start (server/db/client.ts),
 * so `drizzle-kit migrate` is never needed; `generate` needs no database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts and the files beside it (schema-mom.ts …): a lane's tables import the core's, so schema.ts cannot re-export them (no cycles).
  schema: './server/db/schema*.ts',
  out: './server/db/migrations',
});
