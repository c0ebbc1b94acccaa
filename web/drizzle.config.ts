import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @tribe/web exec drizzle-kit generate --name <change>` writes the next SQL migration (never push). */
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
