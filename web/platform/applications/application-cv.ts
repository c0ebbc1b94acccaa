import 'server-only';
import { fieldError } from '@/contracts/api-error';
import type { ApplicationFields } from '@/contracts/applications';
import type { SavedCvRow } from '@/server/db/schema';
import { withParseSlot } from '@/server/file-parsing/parse-slots';
import { ownSavedCv, savedCvFile } from '../saved-cvs/saved-cvs';
import type { UploadedFile } from './multipart';
import { type CheckedUpload, checkUpload, copyStoredCv, type StoredCv, storeUpload } from './stored-cv';

/** What an application is sent with: a new upload checked by its bytes, or one of my saved CVs. */
export type ApplicationCvSource = { upload: CheckedUpload } | { saved: SavedCvRow };

/** Decides and checks the application's CV: exactly one of a `cv` file and a `savedCvId`. */
export async function applicationCvSource(
  userId: string,
  input: ApplicationFields,
  file: UploadedFile | null,
): Promise<ApplicationCvSource> {
  if (file && input.savedCvId) {
    throw fieldError('cv', 'invalid', 'cv: send either a file or savedCvId, not both.');
  }
  if (input.savedCvId) {
    if (input.saveToProfile) {
      throw fieldError('saveToProfile', 'invalid', 'saveToProfile applies to an uploaded cv file only.');
    }
    return { saved: await ownSavedCv(userId, input.savedCvId, 'savedCvId') };
  }
  if (!file) throw fieldError('cv', 'required', 'cv: file not selected');
  return { upload: await withParseSlot(userId, () => checkUpload(file)) };
}

/** The application's own copy of its CV, so deleting a saved CV later leaves the application whole. */
export function storeApplicationCv(source: ApplicationCvSource): Promise<StoredCv> {
  return 'upload' in source ? storeUpload(source.upload) : copyStoredCv(savedCvFile(source.saved));
}
