import 'server-only';
import path from 'node:path';
import {
  listOutboxIn,
  type OutboxEntry,
  type OutboxMessage,
  readOutboxMessageIn,
} from '@/lib/mail/outbox-folder';
import { dataDir } from '@/lib/repo-root';

export type { OutboxEntry, OutboxMessage };

/** Where messages go when no SMTP server is configured: `<DATA_DIR>/outbox` (git-ignored). */
export function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

/** The newest messages of the outbox first, with their recipient, subject and date. */
export async function listOutbox(limit = 10): Promise<OutboxEntry[]> {
  const messages = await listOutboxIn(outboxDir(), limit);
  return messages.map(({ file, to, subject, date }) => ({ file, to, subject, date }));
}

/** One outbox message with its headers, both parts and the links of its text part. */
export function readOutboxMessage(file: string): Promise<OutboxMessage> {
  return readOutboxMessageIn(outboxDir(), file);
}
