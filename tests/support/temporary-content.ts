import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/** Gives the test file a local dataset of its own, in a temporary folder removed afterwards. */
export function withTemporaryContent(name: string): void {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `tribe-${name}-`));
    vi.stubEnv('CONTENT_DATA_DIR', dir);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });
}
