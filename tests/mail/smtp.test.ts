import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseMimeMessage } from '@/lib/mail/mime-message';

/** A minimal SMTP server that accepts every message and keeps what it received. */
function fakeSmtpServer(received: { from: string; to: string[]; data: string }[]): Server {
  return createServer((socket) => {
    let envelope = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL') {
          envelope.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          envelope.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

const received: { from: string; to: string[]; data: string }[] = [];
const server = fakeSmtpServer(received);
let dataDir: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-smtp-'));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = `smtp://127.0.0.1:${address.port}`;
  process.env.MAIL_FROM = 'Tribe Jobs <jobs@tribe.example>';
});
afterAll(async () => {
  for (const name of ['DATA_DIR', 'SMTP_URL', 'MAIL_FROM']) delete process.env[name];
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

it('sends through SMTP_URL from MAIL_FROM and leaves the outbox alone', async () => {
  const { sendMail } = await import('@/platform/mail/mailer');
  await sendMail({
    to: 'jana@example.com',
    subject: 'Hello',
    html: '<p>Hello Jana</p>',
    text: 'Hello Jana',
    locale: 'en',
  });
  expect(received).toHaveLength(1);
  expect(received[0].from).toContain('<jobs@tribe.example>');
  expect(received[0].to).toEqual([expect.stringContaining('<jana@example.com>')]);
  const message = parseMimeMessage(received[0].data);
  expect(message.headers.from).toBe('Tribe Jobs <jobs@tribe.example>');
  expect(message.text).toBe('Hello Jana');
  expect(message.html).toBe('<p>Hello Jana</p>');
  await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow(/ENOENT/);
});
