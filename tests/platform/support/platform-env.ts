import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { ownDatabase } from '../../support/own-database';

export const SITE = 'http://localhost:3000';

/** Which database the suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const databaseKind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * Gives the test file its own platform: a fresh PGlite folder, or a fresh PostgreSQL database
 * next to the one DATABASE_URL names, dropped afterwards, and a free port for the local lake (a
 * running site holds 3333). Set before any platform module loads.
 */
export function isolatePlatform(
  options: { localIdp?: boolean; rateLimitScale?: number; env?: Record<string, string> } = {},
) {
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-platform-'));
    process.env.DATA_DIR = dataDir;
    process.env.SITE_URL = SITE;
    process.env.LOCAL_IDP_ENABLED = options.localIdp === false ? 'false' : 'true';
    process.env.RATE_LIMIT_SCALE = String(options.rateLimitScale ?? 1);
    process.env.LOCAL_LAKE_PORT = String(await freePort());
    Object.assign(process.env, options.env);
    dropDatabase = await ownDatabase(dataDir);
    // Opening and migrating the database is the slow part; do it here rather than in the first test.
    const { getAuthSetup } = await import('@/server/auth/auth');
    await getAuthSetup();
  }, 120_000);
  afterAll(async () => {
    const { closeDatabase } = await import('@/server/db');
    await closeDatabase();
    await dropDatabase();
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
