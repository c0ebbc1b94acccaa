import { cp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Starts the PGlite of a fresh `dataDir` from the suite's migrated template (made once by
 * `embedded-database-template.ts`), when there is one: copying it costs a fraction of initdb.
 */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const template = inject('embeddedDatabaseTemplate');
  if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}
