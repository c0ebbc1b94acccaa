import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@tribe/routes';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { getDatabase } from '../db';
import { platformEnv } from '../env';
import { sharedOnce } from '../process-shared';
import { type Executor, enqueue } from '../queue/job-queue';
import { wakeQueueWorker } from '../queue/running-worker';
import { outboxDir } from './outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** The recipient's language, also sent as Content-Language. */
  locale: Locale;
  /** An iCalendar invitation (RFC 5545 text), sent as the calendar part and as an `.ics` attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
}

function smtpTransport(smtpUrl: string): Promise<Transporter> {
  return sharedOnce('mailTransports', smtpUrl, async () => nodemailer.createTransport(smtpUrl));
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** Sortable by name: the time the message was written (colons made file-system safe) and a random tail. */
function outboxFileName(writtenAt: Date): string {
  return `${writtenAt.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** Writes the whole RFC 822 message to the outbox folder instead of sending it. */
async function writeToOutbox(message: SendMailOptions, writtenAt: Date): Promise<void> {
  const info = await composer.sendMail(message);
  const folder = outboxDir();
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, outboxFileName(writtenAt)), info.message as Buffer);
}

/** A message as the queue keeps it: with the time it was written, its Date however late it goes out. */
export interface QueuedMail extends OutgoingMail {
  writtenAt: string;
}

export const MAIL_JOB = 'mail';

/**
 * Queues a message in the database and returns: the queue's worker sends it within a second or
 * so, and while the mail server is down it tries again with growing waits, so an outage delays
 * mail instead of failing the request. Given a transaction, the message is queued with its
 * change or not at all; given a key, the same message is queued once.
 */
export async function sendMail(
  mail: OutgoingMail,
  options: { db?: Executor; dedupeKey?: string } = {},
): Promise<void> {
  await enqueue(options.db ?? (await getDatabase()), {
    kind: MAIL_JOB,
    payload: { ...mail, writtenAt: new Date().toISOString() } satisfies QueuedMail,
    dedupeKey: options.dedupeKey,
  });
  wakeQueueWorker();
}

/** Sends a message through SMTP_URL, or, without one, leaves it in the outbox folder as an .eml file. */
export async function deliverMail(mail: QueuedMail): Promise<void> {
  const { smtpUrl, mailFrom } = platformEnv();
  const writtenAt = new Date(mail.writtenAt);
  const message: SendMailOptions = {
    date: writtenAt,
    from: mailFrom,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.locale, ...mail.headers },
    icalEvent: mail.calendar,
  };
  if (smtpUrl) await (await smtpTransport(smtpUrl)).sendMail(message);
  else await writeToOutbox(message, writtenAt);
}
