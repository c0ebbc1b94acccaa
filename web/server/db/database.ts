import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { repoRoot } from '@/lib/repo-root';
import { log } from '../log/logger';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2_000;

export const migrationsFolder = () => path.join(repoRoot(), 'web/server/db/migrations');

/**
 * Opens the platform database and brings its schema up to date: PostgreSQL through a pool when
 * a URL is given, otherwise PGlite stored in `<dataDir>/pglite` (kept across restarts).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A server that does not answer fails a request within 2 s (the API then answers 503), and
    // the pool opens fresh connections once it is back.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server drops (restart, failover, admin command) must not take the
    // process down; the pool replaces it on the next query.
    pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL connection lost'));
    const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
    try {
      await migratePostgres(db, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite(path.join(options.dataDir, 'pglite'));
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
