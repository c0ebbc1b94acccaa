import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInMember } from '../lake/lake-harness';
import { createProxyHarness } from './proxy-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let proxied: Awaited<ReturnType<typeof createProxyHarness>>;
let owner: Awaited<ReturnType<typeof signedInMember>>;

const asset = (id: string) => ({
  createOrReplace: { _id: id, _type: 'sanity.imageAsset', originalFilename: `${id}.png` },
});
const editorMutate = async (mutations: unknown[]) => {
  const response = await proxied.harness.lake('POST', 'data/mutate/production', { body: { mutations } });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  proxied = await createProxyHarness();
  owner = await signedInMember('company-1');
  // Assets uploaded an hour ago and the newest a minute ago, before any read below.
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now - 3_600_000);
  await editorMutate(['asset-old-1', 'asset-old-2', 'asset-old-3'].map(asset));
  vi.setSystemTime(now - 60_000);
  await editorMutate([asset('asset-recent')]);
  vi.useRealTimers();
});

afterEach(() => vi.restoreAllMocks());
afterAll(() => proxied.close());

/** The bodies of the answers upstream gave while `read` ran. */
async function upstreamAnswers(read: () => Promise<unknown>): Promise<string[]> {
  const origin = proxied.settings.current.upstream.apiHost;
  const realFetch = globalThis.fetch;
  const answers: Promise<string>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (String(input).startsWith(origin)) answers.push(response.clone().text());
    return response;
  });
  await read();
  vi.restoreAllMocks();
  return Promise.all(answers);
}

const assetIds = async () => {
  const response = await proxied.memberLake(
    'GET',
    `data/query/production?query=${encodeURIComponent('*[_type == "sanity.imageAsset"] | order(_id)._id')}`,
    { headers: { authorization: `Bearer ${owner.token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()).result as string[];
};

describe('the shared documents behind a member’s queries', () => {
  it('are fetched once, then only checked: a later query moves only the newest of them', async () => {
    const first = await upstreamAnswers(assetIds);
    expect(first.join('')).toContain('asset-old-1');
    const second = await upstreamAnswers(assetIds);
    expect(second).toHaveLength(1);
    expect(second[0]).toContain('asset-recent');
    expect(second[0]).not.toContain('asset-old-');
  });

  it('include an asset uploaded elsewhere from the next query on', async () => {
    expect(await assetIds()).toEqual(['asset-old-1', 'asset-old-2', 'asset-old-3', 'asset-recent']);
    await editorMutate([asset('asset-new')]);
    expect(await assetIds()).toEqual([
      'asset-new',
      'asset-old-1',
      'asset-old-2',
      'asset-old-3',
      'asset-recent',
    ]);
  });

  it('lose an asset deleted elsewhere from the next query on, also when another is added with it', async () => {
    await assetIds();
    await editorMutate([{ delete: { id: 'asset-old-1' } }]);
    expect(await assetIds()).toEqual(['asset-new', 'asset-old-2', 'asset-old-3', 'asset-recent']);
    await editorMutate([{ delete: { id: 'asset-old-2' } }, asset('asset-newer')]);
    expect(await assetIds()).toEqual(['asset-new', 'asset-newer', 'asset-old-3', 'asset-recent']);
  });

  it('show an asset changed elsewhere as it is now', async () => {
    await assetIds();
    await editorMutate([{ patch: { id: 'asset-old-3', set: { originalFilename: 'renamed.png' } } }]);
    const response = await proxied.memberLake(
      'GET',
      `data/query/production?query=${encodeURIComponent('*[_id == "asset-old-3"][0].originalFilename')}`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect((await response.json()).result).toBe('renamed.png');
  });
});
