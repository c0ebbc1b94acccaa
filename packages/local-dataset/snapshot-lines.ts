import { writeFileAtomic } from '@tribe/server-kit/write-file-atomic';
import type { SanityDocument } from './ndjson';

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where an id belongs in a sorted list: its index, or where it would be inserted. */
function positionOf(ids: readonly string[], id: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The dataset's on-disk snapshot as NDJSON, one encoded line per document in _id order. Each
 * document is serialised and encoded once and kept, and the order is kept sorted as documents come
 * and go, so the snapshot written after a small edit costs re-serialising what changed and one
 * copy of the bytes, not a stringify, sort and encode of the whole dataset on the event loop.
 */
export class SnapshotLines {
  private constructor(
    private readonly lines: ReadonlyMap<string, Buffer>,
    private readonly ids: readonly string[],
  ) {}

  static of(documents: Iterable<SanityDocument>): SnapshotLines {
    const lines = new Map([...documents].map((doc) => [doc._id, encode(doc)]));
    return new SnapshotLines(lines, [...lines.keys()].sort(byCodeUnits));
  }

  /** The snapshot after a transaction: the staged documents replaced, the deleted ones (null) gone. */
  with(staged: ReadonlyMap<string, SanityDocument | null>): SnapshotLines {
    const lines = new Map(this.lines);
    const ids = [...this.ids];
    for (const [id, doc] of staged) {
      const known = lines.has(id);
      if (doc) lines.set(id, encode(doc));
      else lines.delete(id);
      if (known === (doc !== null)) continue;
      const position = positionOf(ids, id);
      if (doc) ids.splice(position, 0, id);
      else ids.splice(position, 1);
    }
    return new SnapshotLines(lines, ids);
  }

  /** Writes the lines atomically: a reader sees the old file or the new one, never half. */
  async write(file: string): Promise<void> {
    await writeFileAtomic(file, Buffer.concat(this.ids.map((id) => this.lines.get(id) as Buffer)));
  }
}

function encode(doc: SanityDocument): Buffer {
  return Buffer.from(`${JSON.stringify(doc)}\n`);
}
