import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset, MutationError } from '@tribe/local-dataset';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let sourceDir: string;
let dataDir: string;

const documents = [
  { _id: 'job-1', _type: 'jobOffer', title: 'Backend developer', city: 'Brno' },
  { _id: 'drafts.job-1', _type: 'jobOffer', title: 'Backend developer (draft)', city: 'Brno' },
  { _id: 'drafts.job-2', _type: 'jobOffer', title: 'Only a draft', city: 'Praha' },
  { _id: 'job-3', _type: 'jobOffer', title: 'Frontend developer', city: 'Plzeň' },
];

beforeEach(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-content-'));
  sourceDir = path.join(root, 'source');
  dataDir = path.join(root, 'data');
  await (await import('node:fs/promises')).mkdir(sourceDir);
  await writeFile(
    path.join(sourceDir, 'dataset.ndjson'),
    `${documents.map((d) => JSON.stringify(d)).join('\n')}\n`,
  );
});

afterEach(async () => {
  await rm(path.dirname(sourceDir), { recursive: true, force: true });
});

const open = () => LocalDataset.open({ sourceDir, dataDir });
const titles = (store: LocalDataset, perspective: 'published' | 'drafts') =>
  store.query<{ _id: string; title: string }[]>(
    '*[_type == "jobOffer"] | order(_id asc){_id, title}',
    {},
    perspective,
  );

describe('the local dataset', () => {
  it('shows only published documents in the published perspective', async () => {
    expect(await titles(await open(), 'published')).toEqual([
      { _id: 'job-1', title: 'Backend developer' },
      { _id: 'job-3', title: 'Frontend developer' },
    ]);
  });

  it('lays drafts over published documents under the published id in the drafts perspective', async () => {
    expect(await titles(await open(), 'drafts')).toEqual([
      { _id: 'job-1', title: 'Backend developer (draft)' },
      { _id: 'job-2', title: 'Only a draft' },
      { _id: 'job-3', title: 'Frontend developer' },
    ]);
  });

  it('runs GROQ with parameters and match', async () => {
    const store = await open();
    expect(await store.query('*[_type == "jobOffer" && city == $city]._id', { city: 'Plzeň' })).toEqual([
      'job-3',
    ]);
    expect(await store.query('*[_type == "jobOffer" && title match "front*"]._id')).toEqual(['job-3']);
  });

  it('creates, patches and deletes documents, and keeps them across a restart', async () => {
    const store = await open();
    await store.mutate([{ create: { _id: 'job-4', _type: 'jobOffer', title: 'Designer', city: 'Zlín' } }]);
    await store.mutate([{ patch: { id: 'job-4', set: { city: 'Olomouc' } } }, { delete: { id: 'job-3' } }]);

    const reopened = await open();
    expect(reopened.getDocument('job-3')).toBeNull();
    expect(reopened.getDocument('job-4')).toMatchObject({ title: 'Designer', city: 'Olomouc' });
    expect(reopened.getDocument('job-4')?._rev).toEqual(expect.any(String));
    expect(await reopened.query('*[_type == "jobOffer" && city == "Olomouc"][0].title')).toBe('Designer');
  });

  it('applies a transaction whole or not at all', async () => {
    const store = await open();
    await expect(
      store.mutate([
        { patch: { id: 'job-1', set: { city: 'Ostrava' } } },
        { patch: { id: 'missing', set: { a: 1 } } },
      ]),
    ).rejects.toBeInstanceOf(MutationError);
    expect(store.getDocument('job-1')).toMatchObject({ city: 'Brno' });
  });

  it('refuses to create a document that exists', async () => {
    const store = await open();
    await expect(store.mutate([{ create: { _id: 'job-1', _type: 'jobOffer' } }])).rejects.toThrow(
      'job-1 already exists',
    );
  });

  it('tells listeners which documents changed, by which transaction, and how they look now', async () => {
    const store = await open();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.mutate([{ patch: { id: 'drafts.job-1', set: { title: 'Renamed' } } }], {
      transactionId: 'tx-rename',
    });
    expect(listener).toHaveBeenCalledWith(
      ['drafts.job-1'],
      expect.objectContaining({
        transaction: expect.objectContaining({ id: 'tx-rename', documentIds: ['drafts.job-1'] }),
        changes: [
          expect.objectContaining({
            id: 'drafts.job-1',
            next: expect.objectContaining({ title: 'Renamed', _rev: 'tx-rename' }),
          }),
        ],
      }),
    );
    unsubscribe();
    await store.mutate([{ delete: { id: 'job-1' } }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await titles(store, 'drafts')).toContainEqual({ _id: 'job-1', title: 'Renamed' });
  });

  it('never lets a reader see a change before its listeners have heard of it', async () => {
    const store = await open();
    const heard: string[] = [];
    store.subscribe((ids) => heard.push(...ids));
    const committed = store.mutate([{ patch: { id: 'job-3', set: { title: 'Renamed' } } }]);
    let done = false;
    void committed.then(() => {
      done = true;
    });
    // Reads between every turn of the event loop while the transaction is written to disk.
    while (!done) {
      const [job] = await store.query<{ title: string }[]>('*[_id == "job-3"]{title}');
      if (job.title === 'Renamed') expect(heard).toContain('job-3');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(heard).toEqual(['job-3']);
  });
});
