import { listOutbox, type OutboxMessage, readOutboxMessage } from '@/server/mail/outbox';

/** Delivers the queued mail now, as the server's worker would within a second. */
export async function deliverQueuedMail(): Promise<void> {
  const { runPlatformQueueNow } = await import('@/platform/platform-queue');
  await runPlatformQueueNow();
}

/** The newest message in the outbox sent to an address (with a subject that matches, if given), or null. */
export async function latestMailTo(address: string, subject?: RegExp): Promise<OutboxMessage | null> {
  await deliverQueuedMail();
  const entries = await listOutbox(Number.MAX_SAFE_INTEGER);
  const entry = entries.find(
    (candidate) =>
      candidate.to.toLowerCase().includes(address.toLowerCase()) &&
      (!subject || subject.test(candidate.subject)),
  );
  return entry ? readOutboxMessage(entry.file) : null;
}

/** How many outbox messages went to an address. */
export async function mailCountTo(address: string): Promise<number> {
  await deliverQueuedMail();
  const entries = await listOutbox(Number.MAX_SAFE_INTEGER);
  return entries.filter((entry) => entry.to.toLowerCase().includes(address.toLowerCase())).length;
}
