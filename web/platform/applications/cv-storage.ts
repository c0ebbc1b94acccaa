import 'server-only';
import path from 'node:path';
import { platformEnv } from '@/server/env';
import type { CvStorage } from './cv-store';
import { localCvStorage } from './local-cv-storage';
import { s3CvStorage } from './s3-cv-storage';

/** The folder for uploads still being checked, and, without S3, for stored CVs. */
export const uploadsDir = () => path.join(platformEnv().dataDir, 'applications');

/** S3-compatible storage when `S3_*` is configured, otherwise a private folder under the data directory. */
export function cvStorage(): CvStorage {
  const { s3 } = platformEnv();
  return s3 ? s3CvStorage(s3) : localCvStorage(path.join(uploadsDir(), 'cv'));
}
