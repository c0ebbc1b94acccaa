/** Prints the newest messages of the local outbox with their links: `pnpm outbox [count]`. */
import path from 'node:path';
import { listOutbox, outboxDir, readOutboxMessage } from '../web/server/mail/outbox';

const count = Math.max(1, Number(process.argv[2]) || 5);
const entries = await listOutbox(count);
if (entries.length === 0)
  console.log(`No messages in ${outboxDir()} (they are kept there while SMTP_URL is unset).`);
for (const entry of entries) {
  const { links } = await readOutboxMessage(entry.file);
  console.log(`${entry.date}  to ${entry.to}\n  ${entry.subject}\n  ${path.join(outboxDir(), entry.file)}`);
  for (const link of links) console.log(`  ${link}`);
  console.log('');
}
