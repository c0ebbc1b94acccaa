import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const writer = path.join(import.meta.dirname, 'support/dataset-writer.ts');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tribe-crash-'));
  await mkdir(path.join(root, 'source'));
  const counter = { _id: 'counter', _type: 'counter', value: 0 };
  await writeFile(path.join(root, 'source', 'dataset.ndjson'), `${JSON.stringify(counter)}\n`);
});

afterEach(() => rm(root, { recursive: true, force: true }));

const dirs = () => ({ sourceDir: path.join(root, 'source'), dataDir: path.join(root, 'data') });

/** Runs the writer until it has committed `commits` transactions and `extraMs` more, then kills it. */
function writeThenKill(commits: number, extraMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const { sourceDir, dataDir } = dirs();
    // The writer is this process's own child (not behind pnpm), so its exit means it is gone.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', writer, sourceDir, dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let acknowledged = 0;
    let killing = false;
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      acknowledged = Math.max(acknowledged, ...text.split('\n').filter(Boolean).map(Number));
      if (acknowledged >= commits && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), extraMs);
      }
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(acknowledged)
        : reject(new Error(`The writer ended by itself (${code})`)),
    );
  });
}

describe('a local dataset whose process is killed while writing', () => {
  it.each([
    [3, 0],
    [5, 7],
    [8, 23],
  ])(
    'keeps the last committed state (killed %i commits and %i ms in)',
    { timeout: 60_000 },
    async (commits, extraMs) => {
      const acknowledged = await writeThenKill(commits, extraMs);
      const dataset = await LocalDataset.open(dirs());
      const counter = await dataset.query<number>('*[_id == "counter"][0].value');
      const items = await dataset.query<number[]>('*[_type == "item"] | order(n asc).n');
      expect(counter).toBeGreaterThanOrEqual(acknowledged);
      expect(items).toEqual(Array.from({ length: counter }, (_, index) => index + 1));
      // The history lists every committed transaction, at most the one cut short missing.
      const history = await dataset.log.read();
      expect(history.length).toBeGreaterThanOrEqual(counter - 1);
      expect(history.length).toBeLessThanOrEqual(counter);
    },
  );

  it('leaves no half-written snapshot behind once reopened', async () => {
    await writeThenKill(4, 3);
    await LocalDataset.open(dirs());
    const files = await readdir(path.join(root, 'data'));
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
