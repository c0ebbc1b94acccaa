import { asc } from 'drizzle-orm';
import { listOutbox } from '@/server/mail/outbox';
import { deliverQueuedMail } from './outbox';

/** The stored newsletter subscriptions and inquiries, oldest first. */
export async function anonymousRows() {
  const [{ getDatabase }, schema] = await Promise.all([import('@/server/db'), import('@/server/db/schema')]);
  const db = await getDatabase();
  const [subscriptions, inquiries] = await Promise.all([
    db.select().from(schema.newsletterSubscription).orderBy(asc(schema.newsletterSubscription.createdAt)),
    db.select().from(schema.b2bInquiry).orderBy(asc(schema.b2bInquiry.createdAt)),
  ]);
  return { subscriptions, inquiries };
}

/** Everything a refused request must leave as it was: both tables and the outbox. */
export async function anonymousState(): Promise<string> {
  await deliverQueuedMail();
  const [rows, outbox] = await Promise.all([anonymousRows(), listOutbox(Number.MAX_SAFE_INTEGER)]);
  return JSON.stringify({ ...rows, outbox: outbox.map((entry) => entry.file) });
}
