import 'server-only';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from './cv-storage';

/** Where an uploaded CV waits while its request checks it; each request removes its own. */
export const incomingUploadsDir = () => path.join(uploadsDir(), 'incoming');

/**
 * Removes what a stopped process left behind (an upload cut short by a crash or a restart).
 * Called when the server starts, before it takes requests: everything there is a leftover.
 */
export async function sweepIncomingUploads(): Promise<void> {
  const folder = incomingUploadsDir();
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
}
