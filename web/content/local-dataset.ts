import 'server-only';
import { draftId, isDraftId, LocalDataset, publishedId } from '@tribe/local-dataset';
import { log } from '@/server/log/logger';
import { expireAfterLocalChange } from './cache/local-revalidation';
import { contentEnv } from './env';

export type { LocalDataset, Perspective } from '@tribe/local-dataset';
export { draftId, isDraftId, publishedId };

// On globalThis: every route bundle of the server process must share one dataset (and its listeners).
const shared = globalThis as typeof globalThis & { tribeLocalDataset?: Promise<LocalDataset> };

/**
 * The cached pages follow the dataset: a change to a published document expires them (a draft,
 * written with every keystroke in the Studio, shows only in draft mode, which reads past the cache).
 */
export function revalidateOnLocalChange(dataset: LocalDataset): void {
  dataset.subscribe((changedIds) => {
    if (!changedIds.every(isDraftId)) expireAfterLocalChange();
  });
}

/** The process's local dataset (the offline content source), loaded on first use. */
export function localDataset(): Promise<LocalDataset> {
  if (!shared.tribeLocalDataset) {
    const { sourceDir, localDataDir, sourceWrittenAt } = contentEnv();
    shared.tribeLocalDataset = LocalDataset.open({
      sourceDir,
      dataDir: localDataDir,
      sourceWrittenAt,
      logger: log,
    }).then((dataset) => {
      revalidateOnLocalChange(dataset);
      return dataset;
    });
  }
  return shared.tribeLocalDataset;
}
