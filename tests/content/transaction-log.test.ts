import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TransactionLog, type TransactionRecord } from '@tribe/local-dataset';
import { afterEach, describe, expect, it } from 'vitest';

const record = (id: string): TransactionRecord => ({
  id,
  timestamp: '2026-11-24T10:00:00.000Z',
  author: 'local-editor',
  documentIds: ['company-1'],
  mutations: [],
});

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the transaction log', () => {
  it('keeps every appended transaction in order, reads taking turns with appends, as a fresh reader finds them', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'tribe-log-'));
    const file = path.join(folder, 'content', 'transactions.ndjson');
    const log = new TransactionLog(file);
    const [, duringAppends] = await Promise.all([
      log.append(record('t1')),
      log.read(),
      log.append(record('t2')),
      log.read(),
      log.append(record('t3')),
    ]);
    expect(duringAppends.map((entry) => entry.id)).toEqual(['t1']);
    expect((await log.read()).map((entry) => entry.id)).toEqual(['t1', 't2', 't3']);
    expect((await new TransactionLog(file).read()).map((entry) => entry.id)).toEqual(['t1', 't2', 't3']);
  });
});
