import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { session, user } from './auth';

/**
 * Who may edit the site's content, by the sign-in address a provider verified (lower-cased).
 * A role may be granted before its holder first signs in. An `admin` also manages editors.
 */
export const editorRole = pgTable('editor_role', {
  email: text().primaryKey(),
  role: text({ enum: ['editor', 'admin'] }).notNull(),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Who granted it: an administrator's address, or where it came from (`cli`, `EDITOR_EMAILS`). */
  grantedBy: text().notNull(),
});

/**
 * The local Content Lake's bearer tokens: minted for one editor's site session, kept only as a
 * SHA-256 hash, ended with that session (sign-out deletes the session, and the row with it).
 */
export const lakeToken = pgTable(
  'lake_token',
  {
    tokenHash: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('lake_token_session_id_idx').on(table.sessionId)],
);

export type EditorRole = typeof editorRole.$inferSelect;
export type EditorRoleName = EditorRole['role'];
