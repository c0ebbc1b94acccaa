import * as fs from 'node:fs/promises';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const crash = vi.hoisted(() => ({ beforeRename: false }));
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof fs>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (crash.beforeRename) throw new Error('process died between write and rename');
      return actual.rename(from, to);
    },
  };
});

const { LocalDataset } = await import('@tribe/local-dataset');

describe('the local dataset after a crash between writing and renaming the snapshot', () => {
  it('reopens with the last committed transaction and without the interrupted one', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-crash-'));
    const sourceDir = path.join(root, 'source');
    const dataDir = path.join(root, 'data');
    await fs.mkdir(sourceDir);
    await writeFile(
      path.join(sourceDir, 'dataset.ndjson'),
      `${JSON.stringify({ _id: 'company-1', _type: 'company', name: 'A' })}\n`,
    );
    const store = await LocalDataset.open({ sourceDir, dataDir });
    await store.mutate([{ patch: { id: 'company-1', set: { name: 'Committed' } } }], {
      transactionId: 'tx-committed',
    });

    crash.beforeRename = true;
    await expect(
      store.mutate([{ patch: { id: 'company-1', set: { name: 'Interrupted' } } }]),
    ).rejects.toThrow('between write and rename');
    crash.beforeRename = false;
    expect(store.getDocument('company-1')?.name).toBe('Committed');
    expect((await readdir(dataDir)).some((name) => name.endsWith('.tmp'))).toBe(true);

    const reopened = await LocalDataset.open({ sourceDir, dataDir });
    expect(reopened.getDocument('company-1')).toMatchObject({ name: 'Committed', _rev: 'tx-committed' });
    expect((await reopened.log.read()).map((record) => record.id)).toEqual(['tx-committed']);
  });
});
