import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail, latestMailTo } from '../platform/support/outbox';
import { ownDatabase } from '../support/own-database';

let dataDir: string;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-mail-'));
  process.env.DATA_DIR = dataDir;
  dropDatabase = await ownDatabase(dataDir);
  // Messages are queued in the database: open (and migrate) it before the first test.
  const { getDatabase } = await import('@/server/db');
  await getDatabase();
});
afterAll(async () => {
  const { closeDatabase } = await import('@/server/db');
  await closeDatabase();
  await dropDatabase();
  delete process.env.DATA_DIR;
  await rm(dataDir, { recursive: true, force: true });
});

describe('e-mail without SMTP_URL', () => {
  it('writes a whole message with an HTML and a plain-text part to the outbox', async () => {
    const { sendMail } = await import('@/server/mail/mailer');
    const { renderMail } = await import('@/server/mail/layout');
    const content = renderMail({
      locale: 'cs',
      preheader: 'Potvrďte prosím odběr',
      heading: 'Potvrzení odběru <novinek>',
      paragraphs: ['Děkujeme, že se zajímáte o „Tribe“ & spol.'],
      details: [{ label: 'E-mail', value: 'jana@example.com' }],
      action: { label: 'Potvrdit odběr', url: 'http://localhost:3000/cs/newsletter/confirm?token=a.b' },
      unsubscribeUrl: 'http://localhost:3000/api/newsletter/unsubscribe?token=c.d',
    });
    await sendMail({
      to: 'jana@example.com',
      subject: 'Potvrďte odběr novinek – Tribe',
      replyTo: 'sales@example.com',
      headers: { 'List-Unsubscribe': '<http://localhost:3000/api/newsletter/unsubscribe?token=c.d>' },
      locale: 'cs',
      ...content,
    });
    await deliverQueuedMail();

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;\s+boundary=/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(raw).toMatch(/^MIME-Version: 1\.0/m);

    const mail = await latestMailTo('jana@example.com');
    expect(mail).not.toBeNull();
    expect(mail?.subject).toBe('Potvrďte odběr novinek – Tribe');
    expect(mail?.headers.from).toBe('Tribe <no-reply@localhost>');
    expect(mail?.headers['reply-to']).toBe('sales@example.com');
    expect(mail?.headers['content-language']).toBe('cs');
    expect(mail?.headers['list-unsubscribe']).toBe(
      '<http://localhost:3000/api/newsletter/unsubscribe?token=c.d>',
    );
    expect(mail?.text).toContain('Děkujeme, že se zajímáte o „Tribe“ & spol.');
    expect(mail?.text).toContain('E-mail: jana@example.com');
    expect(mail?.text).toContain(
      'Odhlásit odběr: http://localhost:3000/api/newsletter/unsubscribe?token=c.d',
    );
    expect(mail?.links).toEqual([
      'http://localhost:3000/cs/newsletter/confirm?token=a.b',
      'http://localhost:3000/api/newsletter/unsubscribe?token=c.d',
    ]);
    expect(mail?.html).toContain('<html lang="cs">');
    expect(mail?.html).toContain('Potvrzení odběru &lt;novinek&gt;');
    expect(mail?.html).toContain('„Tribe“ &amp; spol.');
    expect(mail?.html).toContain('href="http://localhost:3000/cs/newsletter/confirm?token=a.b"');
    expect(mail?.date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists the newest messages first', async () => {
    const { sendMail } = await import('@/server/mail/mailer');
    const { listOutbox } = await import('@/server/mail/outbox');
    for (const to of ['first@example.com', 'second@example.com']) {
      await sendMail({ to, subject: `To ${to}`, html: '<p>Hi</p>', text: 'Hi', locale: 'en' });
      await deliverQueuedMail();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [newest, previous] = await listOutbox(2);
    expect(newest).toMatchObject({ to: 'second@example.com', subject: 'To second@example.com' });
    expect(previous).toMatchObject({ to: 'first@example.com' });
  });
});

describe('the message layout', () => {
  it('lets only the sanitised HTML through, and writes it as text too', async () => {
    const { renderMail } = await import('@/server/mail/layout');
    const { html, text } = renderMail({
      locale: 'en',
      heading: 'New inquiry',
      paragraphs: ['<script>alert(1)</script>'],
      sanitizedHtml:
        '<p>We need <strong>ten</strong> developers:</p><ul><li>Java</li><li>Go &amp; Rust</li></ul><p><a href="https://acme.example">Acme</a></p>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<ul><li>Java</li><li>Go &amp; Rust</li></ul>');
    expect(text).toContain('We need ten developers:\n\n- Java\n- Go & Rust');
    expect(text).toContain('Acme (https://acme.example)');
    expect(text).not.toContain('Unsubscribe');
  });
});

describe('rich text as plain text', () => {
  it('keeps one line per list item when the editor wraps items in paragraphs', async () => {
    const { htmlToText } = await import('@/server/mail/html-to-text');
    expect(
      htmlToText(
        '<p>Hello<br>there</p><ul><li><p>Java</p></li><li><p>Go &lt;1.22&gt;</p></li></ul><p>Bye</p>',
      ),
    ).toBe('Hello\nthere\n\n- Java\n- Go <1.22>\n\nBye');
  });
});
