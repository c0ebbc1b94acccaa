import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { SavedCv } from '@/contracts/saved-cvs';
import { getDatabase } from '@/server/db';
import { savedCv } from '@/server/db/schema';
import { removeStoredCvs } from '../applications/stored-cv';
import { listSavedCvs, ownSavedCv, savedCvFile } from './saved-cvs';

/**
 * Deletes one of my saved CVs and its file; when it was the default, the newest remaining one
 * becomes the default. Applications sent with it keep their own copies. Answers the CVs left.
 */
export async function deleteSavedCv(userId: string, id: string): Promise<SavedCv[]> {
  const row = await ownSavedCv(userId, id);
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    await tx.delete(savedCv).where(eq(savedCv.id, id));
    if (!row.isDefault) return;
    const [newest] = await tx
      .select({ id: savedCv.id })
      .from(savedCv)
      .where(eq(savedCv.userId, userId))
      .orderBy(desc(savedCv.createdAt))
      .limit(1);
    if (newest) await tx.update(savedCv).set({ isDefault: true }).where(eq(savedCv.id, newest.id));
  });
  // After the row: a file left by a failed removal is unreachable, never the reverse.
  await removeStoredCvs([savedCvFile(row)]);
  return listSavedCvs(userId);
}

/** Makes one of my saved CVs the default the application form preselects. Answers all of them. */
export async function makeSavedCvDefault(userId: string, id: string): Promise<SavedCv[]> {
  await ownSavedCv(userId, id);
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    await tx
      .update(savedCv)
      .set({ isDefault: false })
      .where(and(eq(savedCv.userId, userId), ne(savedCv.id, id)));
    await tx.update(savedCv).set({ isDefault: true }).where(eq(savedCv.id, id));
  });
  return listSavedCvs(userId);
}
