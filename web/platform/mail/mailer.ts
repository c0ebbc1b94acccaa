import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@tribe/routes';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { platformEnv } from '../env';
import { sharedOnce } from '../process-shared';
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
}

function smtpTransport(smtpUrl: string): Promise<Transporter> {
  return sharedOnce('mailTransports', smtpUrl, async () => nodemailer.createTransport(smtpUrl));
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** Sortable by name: the time of writing (colons made file-system safe) and a random tail. */
function outboxFileName(): string {
  return `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** Writes the whole RFC 822 message to the outbox folder instead of sending it. */
async function writeToOutbox(message: SendMailOptions): Promise<void> {
  const info = await composer.sendMail(message);
  const folder = outboxDir();
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, outboxFileName()), info.message as Buffer);
}

/** Sends a message through SMTP_URL, or, without one, leaves it in the outbox folder as an .eml file. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom } = platformEnv();
  const message: SendMailOptions = {
    from: mailFrom,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.locale, ...mail.headers },
  };
  if (smtpUrl) await (await smtpTransport(smtpUrl)).sendMail(message);
  else await writeToOutbox(message);
}
