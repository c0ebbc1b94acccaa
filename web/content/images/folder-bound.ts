import 'server-only';
import { readdir, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { removeAbandonedWrites } from '@tribe/server-kit/write-file-atomic';

interface CachedFile {
  file: string;
  size: number;
  lastUsed: number;
}

// Pruning goes below the bound, so that it does not run again on the next file.
const PRUNE_TO = 0.8;
// A file being written under a temporary name belongs to its writer.
const isFinished = (name: string) => !name.endsWith('.tmp');

/**
 * Keeps a folder of cache files under a size: past it, the least recently used files go first
 * (a file's modification time is its last use: `used` moves it forward), down to 80% of the bound.
 */
export class FolderBound {
  private bytes: number | null = null;
  private pruning: Promise<void> | null = null;

  constructor(
    private readonly folder: string,
    private readonly maxBytes: number,
  ) {}

  /** Counts a file just written into the folder; prunes when the folder outgrew its bound. */
  async added(size: number): Promise<void> {
    this.bytes = this.bytes === null ? await this.measure() : this.bytes + size;
    if (this.bytes <= this.maxBytes) return;
    this.pruning ??= this.prune().finally(() => {
      this.pruning = null;
    });
    await this.pruning;
  }

  /** Marks a file as just used, so it is kept longer than files not read since. */
  async used(file: string): Promise<void> {
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
  }

  private async files(): Promise<CachedFile[]> {
    const names = (await readdir(this.folder).catch(() => [] as string[])).filter(isFinished);
    const found = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.folder, name);
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? { file, size: info.size, lastUsed: info.mtimeMs } : null;
      }),
    );
    return found.filter((entry): entry is CachedFile => entry !== null);
  }

  // The first measure (once per process) also clears what a killed writer left.
  private async measure(): Promise<number> {
    await removeAbandonedWrites(this.folder);
    return (await this.files()).reduce((sum, entry) => sum + entry.size, 0);
  }

  private async prune(): Promise<void> {
    const files = (await this.files()).sort((a, b) => a.lastUsed - b.lastUsed);
    let total = files.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of files) {
      if (total <= this.maxBytes * PRUNE_TO) break;
      await unlink(entry.file).catch(() => undefined);
      total -= entry.size;
    }
    this.bytes = total;
  }
}
