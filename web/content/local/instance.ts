import 'server-only';
import { contentEnv } from '../env';
import { LocalDataset } from './local-dataset';

let opening: Promise<LocalDataset> | null = null;

/** The process's local dataset, loaded on first use. */
export function localDataset(): Promise<LocalDataset> {
  if (!opening) {
    const { sourceDir, localDataDir } = contentEnv();
    opening = LocalDataset.open({ sourceDir, dataDir: localDataDir });
  }
  return opening;
}
