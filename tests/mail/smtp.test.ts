import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseMimeMessage } from '@/lib/mail/mime-message';
import { deliverQueuedMail } from '../platform/support/outbox';
import { ownDatabase } from '../support/own-database';
import { type FakeSmtpServer, startFakeSmtpServer } from './support/fake-smtp-server';

let smtp: FakeSmtpServer;
let dataDir: string;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-smtp-'));
  process.env.DATA_DIR = dataDir;
  dropDatabase = await ownDatabase(dataDir);
  process.env.SMTP_URL = smtp.url();
  process.env.MAIL_FROM = 'Tribe Jobs <jobs@tribe.example>';
  // Messages are queued in the database: open (and migrate) it before the first test.
  const { getDatabase } = await import('@/server/db');
  await getDatabase();
});
afterAll(async () => {
  const { closeDatabase } = await import('@/server/db');
  await closeDatabase();
  await dropDatabase();
  for (const name of ['DATA_DIR', 'SMTP_URL', 'MAIL_FROM']) delete process.env[name];
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('queues the message, then sends it through SMTP_URL from MAIL_FROM and leaves the outbox alone', async () => {
  const { sendMail } = await import('@/server/mail/mailer');
  await sendMail({
    to: 'jana@example.com',
    subject: 'Hello',
    html: '<p>Hello Jana</p>',
    text: 'Hello Jana',
    locale: 'en',
  });
  expect(smtp.received).toHaveLength(0);
  await deliverQueuedMail();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].from).toContain('<jobs@tribe.example>');
  expect(smtp.received[0].to).toEqual([expect.stringContaining('<jana@example.com>')]);
  const message = parseMimeMessage(smtp.received[0].data);
  expect(message.headers.from).toBe('Tribe Jobs <jobs@tribe.example>');
  expect(message.text).toBe('Hello Jana');
  expect(message.html).toBe('<p>Hello Jana</p>');
  await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow(/ENOENT/);
});
