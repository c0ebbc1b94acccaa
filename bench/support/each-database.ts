import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../web/server/db/database';
import type { BenchResult } from '../types';
import { temporaryDatabase } from './postgres';

type Measure = (kind: 'PGlite' | 'PostgreSQL', database: DatabaseHandle) => Promise<BenchResult[]>;

/**
 * Runs `measure` on a fresh PGlite database and, when a server answers at DATABASE_URL, on a
 * fresh PostgreSQL database; each is dropped afterwards. `name` names the temporary files and
 * database.
 */
export async function onEachDatabase(name: string, measure: Measure): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tribe-bench-${name}-`));
  const pglite = await openDatabase({ databaseUrl: null, dataDir });
  try {
    results.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const database = await temporaryDatabase(`tribe_bench_${name}`);
    if (database) {
      const postgres = await openDatabase({ databaseUrl: database.url, dataDir });
      try {
        results.push(...(await measure('PostgreSQL', postgres)));
      } finally {
        await postgres.close();
        await database.drop();
      }
    }
  }
  return results;
}
