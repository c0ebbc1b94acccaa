import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seedEmbeddedDatabase } from './embedded-database';

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Gives the test file a platform database of its own, before any platform module opens one: a
 * PGlite in `<dataDir>/pglite`, or, when DATABASE_URL is set, a fresh PostgreSQL database next to
 * the one it names, which DATABASE_URL then points at. Test files run side by side, and a shared
 * database shares its queue: one file's worker would deliver another file's mail.
 * Returns what drops it again (after the file has closed its database).
 */
export async function ownDatabase(dataDir: string): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    await seedEmbeddedDatabase(dataDir);
    return async () => {};
  }
  const name = `tribe_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    process.env.DATABASE_URL = adminUrl;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
