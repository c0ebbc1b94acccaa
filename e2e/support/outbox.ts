import path from 'node:path';
import { expect } from '@playwright/test';
import { listOutboxIn, type OutboxMessage } from '../../web/lib/mail/outbox-folder';

/** The outbox of the site under test (scripts/e2e.sh sets DATA_DIR to .data/e2e). */
const outbox = path.join(process.env.DATA_DIR ?? path.join(import.meta.dirname, '../../.data/e2e'), 'outbox');

/** The newest message sent to an address, waiting a little for it to arrive. */
export async function latestMailTo(
  address: string,
  subject?: RegExp,
  timeout = 15_000,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await listOutboxIn(outbox, 200);
        found = messages.find(
          (message) =>
            message.to.toLowerCase().includes(address.toLowerCase()) &&
            (!subject || subject.test(message.subject)),
        );
        return Boolean(found);
      },
      { message: `a message to ${address} in ${outbox}`, timeout },
    )
    .toBe(true);
  return found as OutboxMessage;
}
