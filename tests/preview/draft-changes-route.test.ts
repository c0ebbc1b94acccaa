import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nextEvent } from '../support/server-sent-events';

const draft = { enabled: false };
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft.enabled }) }));
// Outside Next.js there is no page cache for the dataset's writes to expire.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

type Route = typeof import('@/app/api/draft-mode/changes/route');
let route: Route;
let dataset: Awaited<ReturnType<typeof import('@/content/local-dataset')['localDataset']>>;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-draft-changes-'));
  await mkdir(path.join(root, 'source'));
  const company = { _id: 'company-1', _type: 'company', name: 'Datová továrna' };
  await writeFile(path.join(root, 'source', 'dataset.ndjson'), `${JSON.stringify(company)}\n`);
  process.env.CONTENT_DIR = path.join(root, 'source');
  process.env.CONTENT_DATA_DIR = path.join(root, 'data');
  route = await import('@/app/api/draft-mode/changes/route');
  dataset = await (await import('@/content/local-dataset')).localDataset();
});

describe('GET /api/draft-mode/changes', () => {
  it('answers 401 outside draft mode', async () => {
    draft.enabled = false;
    const response = await route.GET(new Request('http://localhost/api/draft-mode/changes'));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('draft_mode_required');
  });

  it('streams each write to the local dataset to an open preview, uncached', async () => {
    draft.enabled = true;
    const abort = new AbortController();
    const response = await route.GET(
      new Request('http://localhost/api/draft-mode/changes', { signal: abort.signal }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, 'welcome');
    await dataset.mutate([
      { createOrReplace: { _id: 'drafts.company-1', _type: 'company', name: 'Nový název' } },
    ]);
    expect(await nextEvent(reader, 'change')).toEqual({ ids: ['drafts.company-1'] });
    abort.abort();
  });

  it('tells a preview rendered before the last write of it at once, and one rendered after of nothing', async () => {
    draft.enabled = true;
    await dataset.mutate([{ createOrReplace: { _id: 'drafts.company-2', _type: 'company', name: 'Jiná' } }]);
    const open = async (since: number) => {
      const abort = new AbortController();
      const response = await route.GET(
        new Request(`http://localhost/api/draft-mode/changes?since=${since}`, { signal: abort.signal }),
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await nextEvent(reader, 'welcome');
      return { reader, abort };
    };
    const before = await open(dataset.changedAt - 1);
    expect(await nextEvent(before.reader, 'change')).toEqual({ ids: [] });
    before.abort.abort();
    const after = await open(dataset.changedAt);
    await dataset.mutate([{ createOrReplace: { _id: 'drafts.company-3', _type: 'company', name: 'Třetí' } }]);
    // The first change it hears is the write after it opened.
    expect(await nextEvent(after.reader, 'change')).toEqual({ ids: ['drafts.company-3'] });
    after.abort.abort();
  });
});
