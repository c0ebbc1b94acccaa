import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ChannelsOptions, closeChannels, processChannels } from '@tribe/server-kit/channels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';

const channelsModule = path.join(import.meta.dirname, '../../packages/server-kit/channels/channels.mjs');
const redisUrl = process.env.REDIS_URL ?? '';
const databaseUrl = process.env.DATABASE_URL ?? '';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-channels-'));
});

afterAll(async () => {
  await closeChannels();
  await rm(dataDir, { recursive: true, force: true });
});

/** A name no other run of the suite, on the same Redis or database, publishes on. */
const freshName = () => `test-${randomUUID().slice(0, 8)}`;

/** Another instance of the site: a process of its own that publishes once and ends, as `pnpm search:rebuild` does. */
async function publishFromAnotherProcess(options: ChannelsOptions, name: string) {
  const script = `
    const { processChannels, closeChannels } = await import(${JSON.stringify(channelsModule)});
    await processChannels(${JSON.stringify(options)}).publish(${JSON.stringify(name)});
    await closeChannels();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], { timeout: 20_000 });
}

/** How long (ms) until this process hears a signal sent by another one; fails past a second. */
async function heardWithin(options: ChannelsOptions, name: string): Promise<number> {
  const channels = processChannels(options);
  const before = await channels.lastSignal(name);
  await publishFromAnotherProcess(options, name);
  const published = Date.now();
  await expect
    .poll(() => channels.lastSignal(name), { timeout: 1_000, interval: 10 })
    .toBeGreaterThan(before);
  return Date.now() - published;
}

describe('a channel', () => {
  it('is heard at once in the process that publishes, each signal later than the one before', async () => {
    const channels = processChannels({ dataDir });
    const name = freshName();
    expect(await channels.lastSignal(name)).toBe(0);
    const first = channels.publish(name);
    const firstHeard = await channels.lastSignal(name);
    expect(firstHeard).toBeGreaterThan(0);
    await first;
    await channels.publish(name);
    expect(await channels.lastSignal(name)).toBeGreaterThan(firstHeard);
  });

  it('carries only its own signals', async () => {
    const channels = processChannels({ dataDir });
    const [one, other] = [freshName(), freshName()];
    await channels.publish(one);
    expect(await channels.lastSignal(other)).toBe(0);
  });

  it('refuses a name that is not lowercase letters, digits and hyphens', async () => {
    const channels = processChannels({ dataDir });
    await expect(channels.publish('Search Rebuild')).rejects.toThrow(
      'Channel name "Search Rebuild" must be lowercase letters, digits and hyphens, starting with a letter',
    );
    await expect(channels.lastSignal('../cache')).rejects.toThrow('Channel name "../cache"');
  });
});

describe('a signal from another process on the same data folder (stamp files, the embedded default)', () => {
  it('is heard by the next question', async () => {
    const options = { dataDir };
    const channels = processChannels(options);
    const name = freshName();
    const before = await channels.lastSignal(name);
    await publishFromAnotherProcess(options, name);
    expect(await channels.lastSignal(name)).toBeGreaterThan(before);
  });

  it('is heard by every question asked at once, and by the next ones', async () => {
    const options = { dataDir };
    const channels = processChannels(options);
    const name = freshName();
    const askTogether = () => Promise.all(Array.from({ length: 20 }, () => channels.lastSignal(name)));
    expect(new Set(await askTogether())).toEqual(new Set([0]));
    await publishFromAnotherProcess(options, name);
    const heard = await askTogether();
    expect(heard[0]).toBeGreaterThan(0);
    expect(new Set(heard)).toEqual(new Set([heard[0]]));
    await publishFromAnotherProcess(options, name);
    expect(await channels.lastSignal(name)).toBeGreaterThan(heard[0]);
  });
});

describe('a signal from another instance', () => {
  it('reaches this one within a second over Redis pub/sub', async ({ skip, annotate }) => {
    if (!redisUrl) skip('Needs Redis: run with REDIS_URL set');
    const options = { dataDir, redisUrl, keyPrefix: `tribe-test-${randomUUID().slice(0, 8)}` };
    await annotate(`heard after ${await heardWithin(options, freshName())} ms`);
  });

  it('over Redis, is not heard by a deployment with another key prefix', async ({ skip }) => {
    if (!redisUrl) skip('Needs Redis: run with REDIS_URL set');
    const name = freshName();
    const ours = processChannels({ dataDir, redisUrl, keyPrefix: `tribe-test-${randomUUID().slice(0, 8)}` });
    expect(await ours.lastSignal(name)).toBe(0);
    await publishFromAnotherProcess(
      { dataDir, redisUrl, keyPrefix: `tribe-test-${randomUUID().slice(0, 8)}` },
      name,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ours.lastSignal(name)).toBe(0);
  });

  it('reaches this one within a second over PostgreSQL LISTEN/NOTIFY', async ({ skip, annotate }) => {
    if (!databaseUrl) skip('Needs PostgreSQL: run with DATABASE_URL set');
    await annotate(`heard after ${await heardWithin({ dataDir, databaseUrl }, freshName())} ms`);
  });
});

/** A Redis of this test's own, on a free port, that it can stop and start again; resolves once it answers. */
async function privateRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        resolve(true);
        socket.end();
      });
      socket.on('error', () => resolve(false));
    });
  await expect.poll(answers, { timeout: 5_000, interval: 20 }).toBe(true);
  return server;
}

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe('a lost Redis connection', () => {
  it('counts, once back, as a signal on every channel read, since what was sent meanwhile is gone', async ({
    skip,
  }) => {
    if (!hasRedisServer) skip('Needs redis-server on PATH');
    const port = await freePort();
    let redis = await privateRedis(port);
    try {
      const options = { dataDir, redisUrl: `redis://127.0.0.1:${port}`, logger: { error: () => {} } };
      const channels = processChannels(options);
      const name = freshName();
      expect(await channels.lastSignal(name)).toBe(0);
      await publishFromAnotherProcess(options, name);
      await expect.poll(() => channels.lastSignal(name), { timeout: 1_000 }).toBeGreaterThan(0);
      const beforeOutage = await channels.lastSignal(name);

      redis.kill();
      await new Promise((resolve) => redis.once('exit', resolve));
      redis = await privateRedis(port);
      await expect.poll(() => channels.lastSignal(name), { timeout: 10_000 }).toBeGreaterThan(beforeOutage);
    } finally {
      redis.kill();
    }
  });
});
