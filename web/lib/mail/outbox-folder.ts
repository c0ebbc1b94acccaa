import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linksIn, type MimeMessage, parseMimeMessage } from './mime-message';

/** One message of the outbox folder, as a list shows it. */
export interface OutboxEntry {
  /** The file name inside the outbox folder. */
  file: string;
  to: string;
  subject: string;
  /** ISO 8601. */
  date: string;
}

export interface OutboxMessage extends OutboxEntry, MimeMessage {
  /** The http(s) links of the plain-text part, in order. */
  links: string[];
}

const MESSAGE_FILE = /^[\w.:-]+\.eml$/;

/** Reads one message; only plain file names inside the folder are accepted. */
export async function readOutboxMessageIn(folder: string, file: string): Promise<OutboxMessage> {
  if (!MESSAGE_FILE.test(file)) throw new Error(`Not an outbox message file: ${file}`);
  const message = parseMimeMessage(await readFile(path.join(folder, file), 'utf8'));
  const date = new Date(message.headers.date ?? Number.NaN);
  return {
    file,
    to: message.headers.to ?? '',
    subject: message.headers.subject ?? '',
    date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
    ...message,
    links: linksIn(message.text),
  };
}

/** The newest messages first (file names start with the time of sending); an absent folder is empty. */
export async function listOutboxIn(folder: string, limit: number): Promise<OutboxMessage[]> {
  const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const newest = files
    .filter((file) => MESSAGE_FILE.test(file))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map((file) => readOutboxMessageIn(folder, file)));
}
