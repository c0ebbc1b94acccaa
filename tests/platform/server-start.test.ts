import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPlatformEnv } from '@/server/env';
import { ownDatabase } from '../support/own-database';

/** The development secret, as published in the source. */
const PUBLIC_SECRET = 'local-development-secret-only-valid-on-loopback';

/** Starts the platform with this configuration (its own data folder unless given); returns the spy on the log's warnings. */
async function start(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('DATA_DIR', await mkdtemp(path.join(os.tmpdir(), 'tribe-start-')));
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const [{ startPlatform }, { log }] = await Promise.all([
    import('@/platform/start'),
    import('@/server/log/logger'),
  ]);
  const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
  await startPlatform();
  return warn;
}

// On PostgreSQL the starts share a database of this file's own, whose queue no other file's
// worker takes from; on PGlite each start has its own data folder.
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  dropDatabase = await ownDatabase(await mkdtemp(path.join(os.tmpdir(), 'tribe-start-')));
});
afterAll(() => dropDatabase());

afterEach(async () => {
  const { stopPlatformQueue } = await import('@/platform/platform-queue');
  await stopPlatformQueue();
  const { closeDatabase } = await import('@/server/db');
  // A start its configuration refused opened no database (and closing cannot read that configuration).
  await closeDatabase().catch(() => {});
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the server start', () => {
  it('refuses the public development secret on a site others can reach, naming AUTH_SECRET', async () => {
    expect(() => readPlatformEnv({ SITE_URL: 'https://tribe.example', AUTH_SECRET: PUBLIC_SECRET })).toThrow(
      /AUTH_SECRET is required when the site runs on https:\/\/tribe\.example/,
    );
    await expect(start({ SITE_URL: 'https://tribe.example', AUTH_SECRET: '' })).rejects.toThrow(
      /AUTH_SECRET/,
    );
  });

  it('on loopback starts with the development secret and warns about it', async () => {
    const warn = await start({ SITE_URL: 'http://localhost:3000', AUTH_SECRET: '' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/AUTH_SECRET is not set: .* only because http:\/\/localhost:3000 is on loopback/),
    );
  });

  it('says nothing about a secret of its own', async () => {
    const warn = await start({ SITE_URL: 'https://tribe.example', AUTH_SECRET: 's'.repeat(40) });
    expect(warn).not.toHaveBeenCalled();
  });

  it('removes the CV uploads an earlier process left unfinished', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-start-'));
    const incoming = path.join(dataDir, 'applications', 'incoming');
    await mkdir(incoming, { recursive: true });
    await writeFile(path.join(incoming, 'upload-left-by-a-crash'), Buffer.alloc(1024));
    await start({ SITE_URL: 'http://localhost:3000', AUTH_SECRET: '', DATA_DIR: dataDir });
    expect(await readdir(incoming)).toEqual([]);
  });
});
