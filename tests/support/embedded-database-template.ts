import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite folder, closed, for each test file to copy (absent on PostgreSQL). */
    embeddedDatabaseTemplate?: string;
  }
}

/**
 * Creating a PGlite folder runs initdb, about 3–6 s of CPU on the 2-core machine, which every
 * test file with a platform of its own paid once; copying a migrated one and opening it takes
 * under a second. The copy still goes through the site's own open and migrate.
 */
export default async function createTemplate(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-database-template-'));
  const dataDir = path.join(root, 'data');
  const { openDatabase } = await import('../../web/server/db/database');
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.close();
  project.provide('embeddedDatabaseTemplate', path.join(dataDir, 'pglite'));
  return () => rm(root, { recursive: true, force: true });
}
