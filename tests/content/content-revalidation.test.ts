import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { CONTENT_TAG } = await import('@/content/cache/content-tags');
const { revalidateOnLocalChange } = await import('@/content/local-dataset');
const { LocalDataset } = await import('@tribe/local-dataset');
const { log } = await import('@/platform/log/logger');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tribe-revalidation-'));
  await mkdir(path.join(root, 'source'));
  const company = { _id: 'company-1', _type: 'company', name: 'Datová továrna' };
  await writeFile(path.join(root, 'source', 'dataset.ndjson'), `${JSON.stringify(company)}\n`);
  revalidateTag.mockReset();
});

afterEach(() => rm(root, { recursive: true, force: true }));

const open = () =>
  LocalDataset.open({ sourceDir: path.join(root, 'source'), dataDir: path.join(root, 'data') });

describe('cached pages and the local dataset', () => {
  it('expire at once when a change is written through the mutation API', async () => {
    const store = await open();
    revalidateOnLocalChange(store);
    await store.mutate([{ patch: { id: 'company-1', set: { name: 'Datová továrna a syn' } } }]);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith(CONTENT_TAG, { expire: 0 });
    expect(await store.query('*[_id == "company-1"][0].name')).toBe('Datová továrna a syn');
  });

  it('stay while only drafts change, and expire when the draft is published', async () => {
    const store = await open();
    revalidateOnLocalChange(store);
    await store.mutate([
      { createOrReplace: { _id: 'drafts.company-1', _type: 'company', name: 'Datová továrna 2' } },
    ]);
    await store.mutate([{ patch: { id: 'drafts.company-1', set: { name: 'Datová továrna 3' } } }]);
    expect(revalidateTag).not.toHaveBeenCalled();
    await store.mutate([
      { createOrReplace: { _id: 'company-1', _type: 'company', name: 'Datová továrna 3' } },
      { delete: { id: 'drafts.company-1' } },
    ]);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith(CONTENT_TAG, { expire: 0 });
  });

  it('keep the change written outside a request (a warning, not a failed write)', async () => {
    revalidateTag.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing');
    });
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const store = await open();
    revalidateOnLocalChange(store);
    await expect(store.mutate([{ delete: { id: 'company-1' } }])).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('company-1'));
    warn.mockRestore();
  });
});
