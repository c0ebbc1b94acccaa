import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { type FakeSmtpServer, startFakeSmtpServer } from './support/fake-smtp-server';

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  process.env.SMTP_URL = smtp.url();
});
afterEach(() => {
  smtp.refusing = false;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});
isolatePlatform();

const modules = async () => {
  const [db, schema, queue, worker, platform] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
    import('@/server/queue/job-queue'),
    import('@/server/queue/queue-worker'),
    import('@/platform/platform-queue'),
  ]);
  return { db: await db.getDatabase(), closeDatabase: db.closeDatabase, schema, queue, worker, platform };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let jobs = 0;
const uniqueKind = () => `test-${Date.now().toString(36)}-${++jobs}`;

describe(`the job queue (${databaseKind})`, () => {
  it('answers a request during an SMTP outage at once and delivers its mail once the server accepts again', async () => {
    const { db, schema, worker, platform } = await modules();
    smtp.refusing = true;
    const email = `outage-${Date.now().toString(36)}@example.com`;
    const response = await new Browser().api('POST', '/api/newsletter/subscribe', {
      email,
      audience: 'candidate',
      consent: true,
      language: 'en',
    });
    expect(response.status).toBe(202);

    const options = { ...platform.platformQueue(), retryBaseMs: 3000 };
    await worker.runDueJobs(db, options);
    expect(smtp.refusals).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await db.select().from(schema.queuedJob).where(eq(schema.queuedJob.kind, 'mail'));
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(waiting.lastError).toMatch(/421/);
    // The next attempt waits for the backoff: running the queue again before it sends nothing.
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now());
    await worker.runDueJobs(db, options);
    expect(smtp.refusals).toBe(1);

    smtp.refusing = false;
    await sleep(waiting.runAt.getTime() - Date.now() + 100);
    await worker.runDueJobs(db, options);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([expect.stringContaining(email)]);
    const [sent] = await db.select().from(schema.queuedJob).where(eq(schema.queuedJob.id, waiting.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(sent.doneAt).toBeInstanceOf(Date);
  });

  it('waits twice as long after each failure, and gives up after the last attempt', async () => {
    const { db, schema, queue, worker } = await modules();
    expect([1, 2, 3, 4].map((attempt) => queue.retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(queue.retryDelayMs(30, 30_000)).toBe(6 * 3600 * 1000);

    const kind = uniqueKind();
    await queue.enqueue(db, { kind, payload: {}, maxAttempts: 2 });
    const failing = {
      handlers: { [kind]: async () => Promise.reject(new Error('always down')) },
      retryBaseMs: 50,
    };
    await worker.runDueJobs(db, failing);
    await sleep(100);
    await worker.runDueJobs(db, failing);
    const [job] = await db.select().from(schema.queuedJob).where(eq(schema.queuedJob.kind, kind));
    expect(job).toMatchObject({ attempts: 2, lastError: 'always down', doneAt: null });
    expect(job.failedAt).toBeInstanceOf(Date);
    await sleep(100);
    expect(await worker.runDueJobs(db, failing)).toBe(0);
  });

  it('gives each job to one of two workers running side by side', async () => {
    const { db, queue, worker } = await modules();
    const kind = uniqueKind();
    for (let index = 0; index < 30; index++) await queue.enqueue(db, { kind, payload: { index } });
    const ran: number[] = [];
    const handler = async ({ index }: { index: number }) => {
      ran.push(index);
      await sleep(5);
    };
    const run = (owner: string) =>
      worker.runDueJobs(db, { owner, batchSize: 4, handlers: { [kind]: handler } });
    const [first, second] = await Promise.all([run('instance-a'), run('instance-b')]);
    expect(first + second).toBe(30);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });

  it('queues a job once per key', async () => {
    const { db, schema, queue } = await modules();
    const kind = uniqueKind();
    await queue.enqueue(db, { kind, payload: { n: 1 }, dedupeKey: `${kind}:period-1` });
    await queue.enqueue(db, { kind, payload: { n: 2 }, dedupeKey: `${kind}:period-1` });
    const rows = await db.select().from(schema.queuedJob).where(eq(schema.queuedJob.kind, kind));
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }]);
  });

  it('runs a job again whose worker stopped before finishing it, once its lock has expired', async () => {
    const { db, queue, worker } = await modules();
    const kind = uniqueKind();
    await queue.enqueue(db, { kind, payload: {} });
    const [taken] = await queue.claimJobs(db, {
      owner: 'stopped-process',
      kinds: [kind],
      limit: 100,
      lockMs: 300,
    });
    expect(taken).toMatchObject({ kind, attempts: 1 });
    const handlers = { [kind]: async () => {} };
    expect(await worker.runDueJobs(db, { owner: 'next-process', handlers })).toBe(0);
    await sleep(400);
    expect(await worker.runDueJobs(db, { owner: 'next-process', handlers })).toBe(1);
  });

  it('keeps queued mail across a restart of the process', async () => {
    const { closeDatabase, platform } = await modules();
    const { sendMail } = await import('@/server/mail/mailer');
    const email = `restart-${Date.now().toString(36)}@example.com`;
    await sendMail({
      to: email,
      subject: 'Queued before the restart',
      html: '<p>Hi</p>',
      text: 'Hi',
      locale: 'en',
    });
    await closeDatabase();
    await platform.runPlatformQueueNow();
    const delivered = smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)));
    expect(delivered).toHaveLength(1);
  });
});
