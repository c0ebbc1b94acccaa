import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '@/contracts/api-error';
import type { SavedCv } from '@/contracts/saved-cvs';
import { getDatabase } from '@/server/db';
import { type SavedCvRow, savedCv } from '@/server/db/schema';
import type { StoredCv } from '../applications/stored-cv';

export const savedCvNotFound = (field?: string) =>
  new ApiError(404, 'saved_cv_not_found', 'There is no saved CV of yours with this id.', field);

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export const toSavedCv = (row: SavedCvRow): SavedCv => ({
  id: row.id,
  fileName: row.fileName,
  kind: row.kind,
  bytes: row.bytes,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The stored file of a saved CV. */
export const savedCvFile = (row: SavedCvRow): StoredCv => ({
  key: row.storageKey,
  kind: row.kind,
  fileName: row.fileName,
  bytes: row.bytes,
});

/** My saved CVs, oldest first (the order they were saved in). */
export async function listSavedCvRows(userId: string): Promise<SavedCvRow[]> {
  const db = await getDatabase();
  return db.select().from(savedCv).where(eq(savedCv.userId, userId)).orderBy(asc(savedCv.createdAt));
}

export async function listSavedCvs(userId: string): Promise<SavedCv[]> {
  return (await listSavedCvRows(userId)).map(toSavedCv);
}

/** One saved CV by id, if it is the user's; any other id is simply unknown (404, naming `field` when given). */
export async function ownSavedCv(userId: string, id: string, field?: string): Promise<SavedCvRow> {
  if (!isUuid(id)) throw savedCvNotFound(field);
  const db = await getDatabase();
  const [row] = await db
    .select()
    .from(savedCv)
    .where(and(eq(savedCv.id, id), eq(savedCv.userId, userId)));
  if (!row) throw savedCvNotFound(field);
  return row;
}
