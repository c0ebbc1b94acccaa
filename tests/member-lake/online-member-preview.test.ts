import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInEditor, signedInMember } from '../lake/lake-harness';
import { startLakeHttpServer } from '../lake/lake-http-server';
import { seedEmbeddedDatabase } from '../support/embedded-database';
import { nextEvent } from '../support/server-sent-events';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
// The signed-in user a session cookie would name, named by a header: the rest of the check is the site's.
vi.mock('@/server/auth/current-user', async (original) => ({
  ...(await original<typeof import('@/server/auth/current-user')>()),
  getCurrentUser: async (source: Headers | Request) => {
    const id = (source instanceof Request ? source.headers : source).get('x-signed-in-user');
    return id ? { id } : null;
  },
}));

const reference = (id: string) => ({ _type: 'reference', _ref: id });
const documents = [
  { _id: 'company-1', _type: 'company', name: 'Datová továrna' },
  { _id: 'company-2', _type: 'company', name: 'Pixelhouse' },
  { _id: 'job-1', _type: 'jobOffer', title: 'Designer', company: reference('company-1') },
  { _id: 'job-2', _type: 'jobOffer', title: 'Tester', company: reference('company-2') },
];

let member: Awaited<ReturnType<typeof signedInMember>>;
let close = async () => {};
const startedAt = Date.now();

/**
 * Online, with a local lake standing in for Sanity's API (its own handler, which serves whatever
 * the site's settings say): the site reads documents and listens there with its write token.
 */
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-online-preview-'));
  const source = path.join(root, 'source');
  await mkdir(path.join(source, 'assets'), { recursive: true });
  await writeFile(
    path.join(source, 'dataset.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n'),
  );
  vi.stubEnv('CONTENT_DIR', source);
  vi.stubEnv('CONTENT_DATA_DIR', path.join(root, 'data', 'content'));
  vi.stubEnv('DATA_DIR', path.join(root, 'data'));
  await seedEmbeddedDatabase(path.join(root, 'data'));
  const { createLakeHandler } = await import('@tribe/local-lake');
  const { memberRules } = await import('@tribe/schemas/member-rules');
  const { localDataset } = await import('@/content/local-dataset');
  const { lakeUserOf, endSessionOfLakeToken } = await import('@/server/editors/lake-tokens');
  const { lakeUsersByIds } = await import('@/server/editors/lake-users');
  const sanity = createLakeHandler({
    settings: () => ({
      projectId: 'tribetest',
      dataset: 'production',
      siteOrigin: 'http://localhost',
      availability: { available: true },
    }),
    dataset: localDataset,
    isLocalAddress: () => true,
    editors: { ofToken: lakeUserOf, byIds: lakeUsersByIds, endSessionOf: endSessionOfLakeToken },
    memberScope: memberRules,
    assets: { save: async () => {}, url: (assetPath) => assetPath },
  });
  const server = await startLakeHttpServer(sanity);
  close = server.close;
  vi.stubEnv('SANITY_PROJECT_ID', 'tribetest');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', server.origin);
  vi.stubEnv('SANITY_API_WRITE_TOKEN', (await signedInEditor('site@tribe.test')).token);
  member = await signedInMember('company-1');
});

afterAll(() => close());

const changes = async (
  ids: string,
  { since = Date.now(), signal }: { since?: number; signal?: AbortSignal } = {},
) => {
  const { GET } = await import('@/app/api/member-preview/changes/route');
  const url = `http://localhost/api/member-preview/changes?ids=${encodeURIComponent(ids)}&since=${since}`;
  return GET(new Request(url, { headers: { 'x-signed-in-user': member.userId }, signal }));
};

async function writeDraft(id: string, change: Record<string, unknown>) {
  const { localDataset } = await import('@/content/local-dataset');
  const published = documents.find((doc) => doc._id === id);
  await (await localDataset()).mutate([
    { createOrReplace: { ...published, ...change, _id: `drafts.${id}` } },
  ] as never);
}

describe('GET /api/member-preview/changes with a Sanity project', () => {
  it("streams Sanity's events for the member's documents, drafts included, and for no others", async () => {
    const abort = new AbortController();
    const response = await changes('company-1,job-1', { signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, 'welcome');
    await writeDraft('job-2', { title: 'Cizí' });
    await writeDraft('job-1', { title: 'Upravený designér' });
    expect(await nextEvent(reader, 'change')).toEqual({ ids: ['drafts.job-1'] });
    abort.abort();
  });

  it('tells at once of a write made after the page was rendered', async () => {
    const abort = new AbortController();
    const response = await changes('job-1', { since: startedAt, signal: abort.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, 'welcome');
    expect(await nextEvent(reader, 'change')).toEqual({ ids: [] });
    abort.abort();
  });

  it('reads a `since` that is not a moment as none', async () => {
    const abort = new AbortController();
    const response = await changes('job-1', { since: 1e20, signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, 'welcome');
    await writeDraft('job-1', { title: 'Ještě jednou' });
    expect(await nextEvent(reader, 'change')).toEqual({ ids: ['drafts.job-1'] });
    abort.abort();
  });

  it("answers 401 for another company's id and a missing one; 400 for malformed ids", async () => {
    for (const ids of ['company-1,company-2', 'job-2', 'job-that-does-not-exist']) {
      const response = await changes(ids);
      expect(response.status, ids).toBe(401);
      expect((await response.json()).error.code).toBe('preview_not_yours');
    }
    for (const ids of ['', 'company-1,"x"', 'drafts/../x', `company-1,${'a'.repeat(129)}`]) {
      const response = await changes(ids);
      expect(response.status, ids).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_ids');
    }
  });
});
