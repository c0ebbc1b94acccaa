import 'server-only';
import { revalidateOnLocalChange } from '../cache/local-revalidation';
import { contentEnv } from '../env';
import { LocalDataset } from './local-dataset';

// On globalThis: every route bundle of the server process must share one dataset (and its listeners).
const shared = globalThis as typeof globalThis & { tribeLocalDataset?: Promise<LocalDataset> };

/** The process's local dataset, loaded on first use; its changes expire the cached pages. */
export function localDataset(): Promise<LocalDataset> {
  if (!shared.tribeLocalDataset) {
    const { sourceDir, localDataDir } = contentEnv();
    shared.tribeLocalDataset = LocalDataset.open({ sourceDir, dataDir: localDataDir }).then((dataset) => {
      revalidateOnLocalChange(dataset);
      return dataset;
    });
  }
  return shared.tribeLocalDataset;
}
