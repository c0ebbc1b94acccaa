import 'server-only';
import { writeFileAtomic } from '@/lib/files/write-file-atomic';
import type { SanityDocument } from './ndjson';

/**
 * The dataset's on-disk snapshot as NDJSON lines, one per document. Each document is serialised
 * once and kept, so the snapshot written after a small edit costs re-serialising what changed and
 * a join, not a stringify of the whole dataset on the event loop.
 */
export class SnapshotLines {
  private readonly lines: Map<string, string>;

  constructor(documents: Iterable<SanityDocument> | Map<string, string> = []) {
    this.lines =
      documents instanceof Map
        ? documents
        : new Map([...documents].map((doc) => [doc._id, JSON.stringify(doc)]));
  }

  /** The snapshot after a transaction: the staged documents replaced, the deleted ones (null) gone. */
  with(staged: ReadonlyMap<string, SanityDocument | null>): SnapshotLines {
    const lines = new Map(this.lines);
    for (const [id, doc] of staged) {
      if (doc) lines.set(id, JSON.stringify(doc));
      else lines.delete(id);
    }
    return new SnapshotLines(lines);
  }

  /** Writes the lines in _id order, atomically: a reader sees the old file or the new one. */
  async write(file: string): Promise<void> {
    const ids = [...this.lines.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await writeFileAtomic(file, `${ids.map((id) => this.lines.get(id)).join('\n')}\n`);
  }
}
