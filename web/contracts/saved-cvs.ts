/** The saved CVs' contract: how many a profile keeps and what the API answers about each. */
import { z } from 'zod';
import type { CvKind } from './applications';

/** How many CVs a profile keeps. */
export const SAVED_CV_LIMIT = 3;

/** One saved CV as the profile and the application form show it (GET /api/user/cvs). */
export interface SavedCv {
  id: string;
  fileName: string;
  kind: CvKind;
  bytes: number;
  isDefault: boolean;
  createdAt: string;
}

/** The text fields of POST /api/user/cvs (multipart) besides the `cv` file: none. */
export const savedCvUploadFieldsSchema = z.strictObject({});
