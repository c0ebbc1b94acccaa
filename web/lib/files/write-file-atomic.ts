import { randomInt } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The temporary name a write of `file` by this process uses: `{file}.{pid}.{n}.tmp`. */
export const temporaryNameOf = (file: string) => `${file}.${process.pid}.${randomInt(1e9)}.tmp`;

/** What `temporaryNameOf` made: the writing process, or null for any other name. */
export function writerOfTemporary(file: string, name: string): number | null {
  const prefix = `${path.basename(file)}.`;
  if (!name.startsWith(prefix)) return null;
  const pid = /^(\d+)\.\d+\.tmp$/.exec(name.slice(prefix.length))?.[1];
  return pid ? Number(pid) : null;
}

/**
 * Writes a file whole or not at all: under a temporary name beside it, then renamed into place,
 * so a reader (or a process killed meanwhile) sees the old file or the new one, never half.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = temporaryNameOf(file);
  await writeFile(temporary, data);
  await rename(temporary, file);
}
