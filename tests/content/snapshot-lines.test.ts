import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SnapshotLines } from '../../packages/local-dataset/snapshot-lines';

const doc = (_id: string, title = _id) => ({ _id, _type: 'article', title });
let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function written(snapshot: SnapshotLines) {
  folder = await mkdtemp(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(folder, 'dataset.ndjson');
  await snapshot.write(file);
  return (await readFile(file, 'utf8')).split('\n');
}

describe("the dataset's snapshot", () => {
  it('writes one line per document in _id order, ending with a newline', async () => {
    const lines = await written(SnapshotLines.of([doc('b'), doc('drafts.a'), doc('a')]));
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line)._id)).toEqual(['a', 'b', 'drafts.a']);
  });

  it('after a transaction holds the changed, added and remaining documents, in order, and not the deleted', async () => {
    const before = SnapshotLines.of([doc('a'), doc('c'), doc('e')]);
    const after = before.with(
      new Map([
        ['d', doc('d')],
        ['c', null],
        ['a', doc('a', 'changed')],
        ['0', doc('0')],
        ['missing', null],
      ]),
    );
    const lines = (await written(after)).slice(0, -1).map((line) => JSON.parse(line));
    expect(lines.map((line) => line._id)).toEqual(['0', 'a', 'd', 'e']);
    expect(lines[1].title).toBe('changed');
    // The snapshot it came from is unchanged (a failed write keeps the old one in use).
    const old = (await written(before)).slice(0, -1).map((line) => JSON.parse(line)._id);
    expect(old).toEqual(['a', 'c', 'e']);
  });
});
