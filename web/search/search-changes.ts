import 'server-only';
import { contentEnv } from '@/content/env';
import { isDraftId, localDataset } from '@/content/local-dataset';
import { processRegistry } from '@/server/process-shared';

// The published ids changed since the index last took them; absent while no change source is followed.
const journal = processRegistry<Set<string>>('searchChanges');
const CHANGED = 'changed';

/**
 * Offline, follows the local dataset, written only through this process: from then on the
 * search index reads just the documents a change named instead of looking for everything edited
 * since it last read. Online a webhook reaches one instance of several, so nothing is followed.
 */
export async function followContentChanges(): Promise<void> {
  if (journal.get(CHANGED) || contentEnv().online) return;
  journal.set(CHANGED, new Set());
  (await localDataset()).subscribe((changedIds) => {
    const changed = journal.get(CHANGED);
    for (const id of changedIds) if (!isDraftId(id)) changed?.add(id);
  });
}

/**
 * The published ids changed since the last call, or null when this process does not see every
 * change (online, a webhook reaches one instance of several: the index reads edits by time there).
 */
export function takeSearchChanges(): string[] | null {
  const changed = journal.get(CHANGED);
  if (!changed) return null;
  journal.set(CHANGED, new Set());
  return [...changed];
}
