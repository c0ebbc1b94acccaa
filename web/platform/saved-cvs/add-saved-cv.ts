import 'server-only';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { ApiError, fieldError } from '@/contracts/api-error';
import { SAVED_CV_LIMIT, type SavedCv, savedCvUploadFieldsSchema } from '@/contracts/saved-cvs';
import type { CurrentUser } from '@/contracts/user';
import { type Database, getDatabase } from '@/server/db';
import { type SavedCvRow, savedCv, user } from '@/server/db/schema';
import { withParseSlot } from '@/server/file-parsing/parse-slots';
import { parseInput, rejectNulCharacters } from '@/server/http/validation';
import { incomingUploadsDir } from '../applications/incoming-uploads';
import { readMultipartForm } from '../applications/multipart';
import { checkUpload, removeStoredCvs, type StoredCv, storeUpload } from '../applications/stored-cv';
import { toSavedCv } from './saved-cvs';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The refusal of a CV past the limit, on the field that asked to save it. */
export const savedCvLimitReached = (field: string) =>
  new ApiError(
    409,
    'saved_cv_limit',
    `Your profile keeps at most ${SAVED_CV_LIMIT} CVs; delete one of them to save another.`,
    field,
  );

/** Whether the user already keeps as many CVs as the profile holds. */
export async function savedCvsFull(db: Database | Transaction, userId: string): Promise<boolean> {
  const rows = await db.select({ id: savedCv.id }).from(savedCv).where(eq(savedCv.userId, userId));
  return rows.length >= SAVED_CV_LIMIT;
}

/**
 * Records a stored CV in the user's profile within the caller's transaction: the first one
 * becomes the default. The user's row is locked first, so two saves at once count one after the
 * other; past the limit it refuses on `field`.
 */
export async function insertSavedCv(
  tx: Transaction,
  userId: string,
  file: StoredCv,
  field: string,
): Promise<SavedCvRow> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  const taken = await tx.select({ slot: savedCv.slot }).from(savedCv).where(eq(savedCv.userId, userId));
  const used = new Set(taken.map((row) => row.slot));
  const slot = Array.from({ length: SAVED_CV_LIMIT }, (_, index) => index + 1).find(
    (free) => !used.has(free),
  );
  if (slot === undefined) throw savedCvLimitReached(field);
  const [row] = await tx
    .insert(savedCv)
    .values({
      userId,
      slot,
      fileName: file.fileName,
      kind: file.kind,
      bytes: file.bytes,
      storageKey: file.key,
      isDefault: taken.length === 0,
    })
    .returning();
  return row;
}

/**
 * Saves a CV sent as multipart/form-data (the one `cv` file) to my profile, after the same checks
 * as an application's CV. The file and the row exist together or not at all.
 */
export async function uploadSavedCv(owner: CurrentUser, request: Request): Promise<SavedCv> {
  const { fields, file } = await readMultipartForm(request, incomingUploadsDir());
  try {
    rejectNulCharacters(fields);
    parseInput(savedCvUploadFieldsSchema, fields);
    if (!file) throw fieldError('cv', 'required', 'cv: file not selected');
    const db = await getDatabase();
    // Refused before the file is checked and stored; the insert counts again under the lock.
    if (await savedCvsFull(db, owner.id)) throw savedCvLimitReached('cv');
    const stored = await storeUpload(await withParseSlot(owner.id, () => checkUpload(file)));
    try {
      const row = await db.transaction((tx) => insertSavedCv(tx, owner.id, stored, 'cv'));
      return toSavedCv(row);
    } catch (error) {
      await removeStoredCvs([stored]);
      throw error;
    }
  } finally {
    if (file) await rm(file.path, { force: true });
  }
}
