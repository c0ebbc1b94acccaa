import 'server-only';
import path from 'node:path';
import { platformEnv } from '@/server/env';
import { localCvStorage } from './local-cv-storage';
import { s3CvStorage } from './s3-cv-storage';

/** Where CV files are kept, privately, under generated keys. */
export interface CvStorage {
  /** Stores the local file at `source` under `key`. */
  save(key: string, source: string): Promise<void>;
  /** The stored file's bytes as a stream, or null when there is none. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** The folder for uploads still being checked, and, without S3, for stored CVs. */
export const uploadsDir = () => path.join(platformEnv().dataDir, 'applications');

/** S3-compatible storage when `S3_*` is configured, otherwise a private folder under the data directory. */
export function cvStorage(): CvStorage {
  const { s3 } = platformEnv();
  return s3 ? s3CvStorage(s3) : localCvStorage(path.join(uploadsDir(), 'cv'));
}
