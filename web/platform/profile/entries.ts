import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { type EducationEntryInput, ENTRY_LIMITS, type ExperienceEntryInput } from '@/contracts/profile';
import { type Database, getDatabase } from '@/server/db';
import { educationEntry, experienceEntry } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { sanitizeRichText } from './rich-text';

type EntryTable = typeof educationEntry | typeof experienceEntry;
type Stored<Table extends EntryTable> = Table['$inferSelect'];
/** An entry as the API answers it: without its owner, with a sanitised description. */
export type Entry<Table extends EntryTable> = Omit<Stored<Table>, 'userId' | 'createdAt' | 'updatedAt'>;

function present<Table extends EntryTable>({
  userId,
  createdAt,
  updatedAt,
  ...entry
}: Stored<Table>): Entry<Table> {
  return { ...entry, description: sanitizeRichText(entry.description) } as Entry<Table>;
}

/**
 * The education or experience entries of one user. Another user's entry, or an id that is no
 * entry at all, is answered as not found.
 */
function entryStore<Table extends EntryTable, Input extends { description: string }>(
  table: Table,
  noun: 'education' | 'experience',
  insert: (db: Database, values: Input & { userId: string }) => Promise<Stored<Table>[]>,
) {
  const missing = () =>
    notFound(`${noun}_not_found`, `There is no ${noun} entry with this id on your profile.`);
  const owned = (userId: string, id: string) => and(eq(table.id, id), eq(table.userId, userId));
  const clean = (input: Input): Input => ({ ...input, description: sanitizeRichText(input.description) });

  return {
    async list(userId: string): Promise<Entry<Table>[]> {
      const db = await getDatabase();
      const rows = await db
        .select()
        .from(table as EntryTable)
        .where(eq(table.userId, userId))
        .orderBy(sql`${table.to} desc nulls first`, desc(table.from), table.createdAt);
      return rows.map((row) => present(row as Stored<Table>));
    },

    async create(userId: string, input: Input): Promise<Entry<Table>> {
      const db = await getDatabase();
      return db.transaction(async (tx) => {
        const [{ total }] = await tx
          .select({ total: count() })
          .from(table as EntryTable)
          .where(eq(table.userId, userId));
        if (total >= ENTRY_LIMITS.entries) {
          throw new ApiError(
            409,
            'too_many_entries',
            `A profile holds at most ${ENTRY_LIMITS.entries} ${noun} entries.`,
          );
        }
        const [row] = await insert(tx, { ...clean(input), userId });
        return present(row);
      });
    },

    async update(userId: string, id: string, input: Input): Promise<Entry<Table>> {
      const db = await getDatabase();
      const [row] = await db
        .update(table as EntryTable)
        .set({ ...clean(input), updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      if (!row) throw missing();
      return present(row as Stored<Table>);
    },

    async remove(userId: string, id: string): Promise<void> {
      const db = await getDatabase();
      const removed = await db
        .delete(table as EntryTable)
        .where(owned(userId, id))
        .returning({ id: table.id });
      if (removed.length === 0) throw missing();
    },
  };
}

export const educationEntries = entryStore(
  educationEntry,
  'education',
  (db, values: EducationEntryInput & { userId: string }) =>
    db.insert(educationEntry).values(values).returning(),
);

export const experienceEntries = entryStore(
  experienceEntry,
  'experience',
  (db, values: ExperienceEntryInput & { userId: string }) =>
    db.insert(experienceEntry).values(values).returning(),
);
