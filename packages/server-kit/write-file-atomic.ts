import { randomInt } from 'node:crypto';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

// `{file}.{pid}.{n}.tmp`: the writing process is in the name, so what a killed one left is known.
const TEMPORARY = /\.(\d+)\.\d+\.tmp$/;

const temporaryNameOf = (file: string) => `${file}.${process.pid}.${randomInt(1e9)}.tmp`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

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

/**
 * Removes from a folder the temporary files `writeFileAtomic` left when its process was killed
 * mid-write (each file itself is whole: its old version or its new one). Those of a process still
 * running are its writes in progress and stay.
 */
export async function removeAbandonedWrites(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(TEMPORARY.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await unlink(path.join(folder, name)).catch(() => undefined);
  }
}
