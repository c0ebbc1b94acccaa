import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LakeEditor, readLakeEnv, startLakeFront } from '@tribe/local-lake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../scripts/free-port';

const SITE_ORIGIN = 'http://localhost:3000';
const editors: Record<string, LakeEditor> = {
  'token-eva': { id: 'eva', name: 'Eva', email: 'eva@tribe.test', image: null, role: 'editor' },
  'token-jan': { id: 'jan', name: 'Jan', email: 'jan@tribe.test', image: null, role: 'admin' },
};
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

let root: string;
let socketUrl: string;
let ca: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tribe-presence-'));
  const settings = readLakeEnv({ LOCAL_LAKE_PORT: String(await freePort()) }, root);
  await startLakeFront({
    siteOrigin: SITE_ORIGIN,
    projectId: 'tribelocal',
    dataset: 'production',
    handleLake: async () => new Response(null, { status: 404 }),
    handleAsset: async () => new Response(null, { status: 404 }),
    editors: { ofToken: async (token) => editors[token] ?? null },
    settings,
    log: silent as never,
  });
  ca = await readFile(path.join(settings.tlsDir, 'cert.pem'), 'utf8');
  socketUrl = `wss://localhost:${settings.port}/v2025-10-01/socket/production`;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Client {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  call(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  next(check: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** A Studio's socket, as @sanity/bifur-client speaks on it. */
async function connect(url = socketUrl, origin = SITE_ORIGIN): Promise<Client> {
  const socket = new WebSocket(url, { ca, origin });
  const messages: Record<string, unknown>[] = [];
  const waiting: {
    check: (message: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data) => {
    if (data.toString() === '♥') return;
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiting]) {
      if (waiter.check(message)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let ids = 0;
  const next = (check: (message: Record<string, unknown>) => boolean) => {
    const found = messages.find(check);
    if (found) return Promise.resolve(found);
    return new Promise<Record<string, unknown>>((resolve) => waiting.push({ check, resolve }));
  };
  return {
    socket,
    messages,
    next,
    call(method, params = {}) {
      const id = `r${++ids}`;
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
      return next((message) => message.id === id);
    },
  };
}

const presenceEvent = (subscription: unknown) => (message: Record<string, unknown>) =>
  message.method === 'presence_subscription' &&
  (message.params as { subscription: unknown }).subscription === subscription;

describe('the Studio’s presence socket on the local Content Lake', () => {
  it('tells each signed-in Studio where the other editors are, and when they leave', async () => {
    const eva = await connect();
    const jan = await connect();
    expect((await eva.call('authorization', { authorization: 'Bearer token-eva' })).result).toBe(true);
    expect((await jan.call('authorization', { authorization: 'Bearer token-jan' })).result).toBe(true);
    const evaSubscription = (await eva.call('presence_subscribe')).result;

    await jan.call('presence_rollcall', { session: 'jan-tab' });
    const rollCall = await eva.next(presenceEvent(evaSubscription));
    expect((rollCall.params as { result: unknown }).result).toEqual({
      type: 'rollCall',
      i: 'jan',
      session: 'jan-tab',
    });

    const locations = [
      { type: 'document', documentId: 'company-1', path: ['name'], lastActiveAt: '2026-11-28T02:00:00Z' },
    ];
    await jan.call('presence_announce', { data: { sessionId: 'jan-tab', locations } });
    const state = await eva.next(
      (message) =>
        presenceEvent(evaSubscription)(message) &&
        (message.params as { result: { type: string } }).result.type === 'state',
    );
    expect((state.params as { result: unknown }).result).toEqual({
      type: 'state',
      i: 'jan',
      m: { sessionId: 'jan-tab', locations },
    });

    jan.socket.close();
    const left = await eva.next(
      (message) =>
        presenceEvent(evaSubscription)(message) &&
        (message.params as { result: { type: string } }).result.type === 'disconnect',
    );
    expect((left.params as { result: unknown }).result).toEqual({
      type: 'disconnect',
      i: 'jan',
      m: { session: 'jan-tab' },
    });
    // Nobody hears their own announcements.
    expect(jan.messages.filter((message) => message.method === 'presence_subscription')).toEqual([]);
    eva.socket.close();
  });

  it('answers nothing but an error before an editor’s token, and refuses a token that is not one', async () => {
    const stranger = await connect();
    const early = await stranger.call('presence_subscribe');
    expect(early.error).toMatchObject({ code: 4001 });
    const forged = await stranger.call('authorization', { authorization: 'Bearer forged' });
    expect(forged.error).toMatchObject({ code: 4001 });
    expect((await stranger.call('presence_subscribe')).error).toMatchObject({ code: 4001 });
    stranger.socket.close();
  });

  it('opens only for the site’s own Studio, and only on the dataset’s socket', async () => {
    await expect(connect(socketUrl, 'https://evil.example')).rejects.toThrow(/403/);
    await expect(connect(socketUrl.replace('/production', '/staging'))).rejects.toThrow(/404/);
  });
});
