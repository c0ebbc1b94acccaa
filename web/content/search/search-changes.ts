import 'server-only';
import { processRegistry } from '@/platform/process-shared';
import { isDraftId } from '../local-dataset';

type ChangeListener = (changedIds: string[]) => void;

// The published ids changed since the index last took them; absent while no change source is followed.
const journal = processRegistry<Set<string>>('searchChanges');
const CHANGED = 'changed';

/**
 * Follows a source that announces every change to the content this process reads (offline: the
 * local dataset, written only through this process). From then on the search index reads just the
 * documents a change named instead of looking for everything edited since it last read.
 */
export function followSearchChanges(subscribe: (listener: ChangeListener) => void): void {
  journal.set(CHANGED, new Set());
  subscribe((changedIds) => {
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
