import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';

const migrations = path.resolve(import.meta.dirname, '../../../web/server/db/migrations');

/** How to take each migration back out of a database, newest last (data-only ones undo nothing). */
const UNDO: Record<string, string[]> = {
  '0012_alert-mailed-offers': [
    'drop table job_alert_mailed_offer',
    'alter table job_alert drop column new_after',
  ],
  '0013_search-journal': [
    'drop table search_journal',
    'drop sequence search_journal_seq',
    'alter table job_alert drop column journal_seq',
  ],
  '0014_job-alert-search-shape': [],
  '0015_member-notices': ['drop table member_notice_settings', 'drop type notice_frequency'],
  '0016_company-signup': ['drop table company_signup', 'drop type company_signup_state'],
  '0017_applicant-assessments': [
    'drop table application_assessment',
    'drop index job_application_company_created_idx',
  ],
  '0018_shared-profile-and-thread': ['drop table application_message', 'drop table shared_profile'],
  '0019_preference-roles-skills': [
    'alter table candidate_preferences drop column roles',
    'alter table candidate_preferences drop column skills',
  ],
  '0020_document-review': [
    'drop table document_review_event',
    'drop table document_review',
    'drop table trusted_company',
    'drop type review_action',
    'drop type review_state',
  ],
  '0021_interviews': ['drop table interview'],
};

/**
 * Puts the database back to how it was before migration `first` and every one after it, so the
 * next open migrates it as a site's next start would. A migration added later must say here how
 * it is undone.
 */
export async function undoMigrationsFrom(db: Database, first: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = journal.entries.map((entry) => entry.tag);
  const later = tags.slice(tags.indexOf(first));
  if (!tags.includes(first)) throw new Error(`No migration ${first}`);
  for (const tag of [...later].reverse()) {
    const undo = UNDO[tag];
    if (!undo) throw new Error(`tests/platform/support/undo-migrations.ts does not say how to undo ${tag}`);
    for (const statement of undo) await db.execute(sql.raw(statement));
  }
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at in (select created_at from drizzle.__drizzle_migrations order by created_at desc limit ${later.length})`,
  );
}
