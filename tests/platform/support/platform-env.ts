import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { seedEmbeddedDatabase } from '../../support/embedded-database';

export const SITE = 'http://localhost:3000';

/** Which database the suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `tribe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, databaseUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/**
 * Gives the test file its own platform: a fresh PGlite folder, or a fresh PostgreSQL database
 * next to the one DATABASE_URL names, dropped afterwards, and a free port for the local lake (a
 * running site holds 3333). Set before any platform module loads.
 */
export function isolatePlatform(
  options: { localIdp?: boolean; rateLimitScale?: number; env?: Record<string, string> } = {},
) {
  const adminUrl = process.env.DATABASE_URL;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-platform-'));
    process.env.DATA_DIR = dataDir;
    process.env.SITE_URL = SITE;
    process.env.LOCAL_IDP_ENABLED = options.localIdp === false ? 'false' : 'true';
    process.env.RATE_LIMIT_SCALE = String(options.rateLimitScale ?? 1);
    process.env.LOCAL_LAKE_PORT = String(await freePort());
    Object.assign(process.env, options.env);
    if (adminUrl) process.env.DATABASE_URL = await createDatabase(adminUrl);
    else await seedEmbeddedDatabase(dataDir);
    // Opening and migrating the database is the slow part; do it here rather than in the first test.
    const { getAuthSetup } = await import('@/server/auth/auth');
    await getAuthSetup();
  }, 120_000);
  afterAll(async () => {
    const { closeDatabase } = await import('@/server/db');
    await closeDatabase();
    if (adminUrl && process.env.DATABASE_URL) await dropDatabase(adminUrl, process.env.DATABASE_URL);
    if (adminUrl) process.env.DATABASE_URL = adminUrl;
    for (const name of [
      'DATA_DIR',
      'SITE_URL',
      'LOCAL_IDP_ENABLED',
      'RATE_LIMIT_SCALE',
      'LOCAL_LAKE_PORT',
      ...Object.keys(options.env ?? {}),
    ]) {
      delete process.env[name];
    }
    await rm(dataDir, { recursive: true, force: true });
  });
}
