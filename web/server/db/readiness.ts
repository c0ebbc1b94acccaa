import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from './database';
import { getDatabase } from './index';

/** The number of migrations committed with the code (drizzle-kit's journal). */
async function committedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

/** Throws unless the database answers and holds every committed migration. */
export async function checkDatabaseReady(): Promise<void> {
  const db = await getDatabase();
  const [expected, result] = await Promise.all([
    committedMigrations(),
    db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  ]);
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const { rows } = result as unknown as { rows: { applied: number }[] };
  const applied = Number(rows[0]?.applied ?? 0);
  if (applied < expected) {
    throw new Error(`${applied} of ${expected} database migrations are applied`);
  }
}
