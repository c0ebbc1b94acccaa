import { vi } from 'vitest';
import type { Database } from '@/server/db';

type Transaction = Database['transaction'];

/**
 * Makes the database's next transaction fail: `after` its commit, as if the process died right
 * then, or `before` it, so that everything it did is rolled back. `vi.restoreAllMocks()` undoes it.
 */
export async function failNextTransaction(when: 'after' | 'before'): Promise<void> {
  const { getDatabase } = await import('@/server/db');
  const db = await getDatabase();
  const run: Transaction = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementationOnce((async (work, config) => {
    if (when === 'after') {
      await run(work, config);
      throw new Error('the process died right after the commit');
    }
    return run(async (tx) => {
      await work(tx);
      throw new Error('the transaction failed before its commit');
    }, config);
  }) as Transaction);
}
