import 'server-only';
import { gt, sql } from 'drizzle-orm';
import type { SearchEngine } from '@/search/search-engine';
import type { Database } from '@/server/db';
import { searchJournal } from '@/server/db/schema';
import { processRegistry } from '@/server/process-shared';

// The versions this process last found in the journal, so an unchanged index writes nothing.
const journaled = processRegistry<ReadonlyMap<string, string>>('searchJournal');
const LAST = 'last';
const CHUNK = 1000;

/**
 * Records in the search journal every offer searchable at `now` in a version the journal has not
 * seen, each under the next sequence number: an offer dated later is journaled once its
 * publication time has come, so no digest passes it before it can match. Writers take the journal's lock, so numbers are
 * handed out in the order their transactions commit: a reader never sees a number while a
 * smaller one is still to come.
 */
export async function journalSearchableOffers(db: Database, engine: SearchEngine, now: Date): Promise<void> {
  const searchable = engine.searchableJobs(now);
  const last = journaled.get(LAST);
  if (last && last.size === searchable.size && [...searchable].every(([id, v]) => last.get(id) === v)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchJournal} in share row exclusive mode`);
    const rows = await tx
      .select({ id: searchJournal.jobOfferId, version: searchJournal.version })
      .from(searchJournal);
    const known = new Map(rows.map((row) => [row.id, row.version]));
    const changed = [...searchable].filter(([id, version]) => known.get(id) !== version);
    for (let from = 0; from < changed.length; from += CHUNK) {
      await tx
        .insert(searchJournal)
        .values(
          changed.slice(from, from + CHUNK).map(([jobOfferId, version]) => ({
            jobOfferId,
            version,
            seq: sql`nextval('search_journal_seq')`,
          })),
        )
        .onConflictDoUpdate({
          target: searchJournal.jobOfferId,
          set: { version: sql`excluded.version`, seq: sql`excluded.seq` },
        });
    }
  });
  journaled.set(LAST, new Map(searchable));
}

/** The offers journaled after entry `afterSeq`, and the last entry (`afterSeq` when there is none). */
export async function journaledAfter(
  db: Database,
  afterSeq: number,
): Promise<{ ids: string[]; lastSeq: number }> {
  const rows = await db
    .select({ id: searchJournal.jobOfferId, seq: searchJournal.seq })
    .from(searchJournal)
    .where(gt(searchJournal.seq, afterSeq));
  return { ids: rows.map((row) => row.id), lastSeq: Math.max(afterSeq, ...rows.map((row) => row.seq)) };
}
