import 'server-only';
import { platformEnv } from '../env';
import { processRegistry, sharedOnce } from '../process-shared';
import { type Database, type DatabaseHandle, openDatabase } from './database';

const REGISTRY = 'databases';

function databaseKey() {
  const env = platformEnv();
  return env.databaseUrl ?? `pglite:${env.dataDir}`;
}

/** The process's database, opened and migrated once on first use (PGlite must be opened only once). */
export async function getDatabase(): Promise<Database> {
  return (await sharedOnce(REGISTRY, databaseKey(), () => openDatabase(platformEnv()))).db;
}

/** Closes the configured database (the pool or the PGlite files); for scripts, tests and benchmarks. */
export async function closeDatabase(): Promise<void> {
  const registry = processRegistry<Promise<DatabaseHandle>>(REGISTRY);
  const opening = registry.get(databaseKey());
  registry.delete(databaseKey());
  if (opening) await (await opening).close();
}

export type { Database } from './database';
