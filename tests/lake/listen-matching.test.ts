import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness, readEvents } from './lake-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let harness: Awaited<ReturnType<typeof createLakeHarness>>;
beforeAll(async () => {
  harness = await createLakeHarness();
});

const listen = (groq: string, params = '') =>
  harness.lake(
    'GET',
    `data/listen/production?query=${encodeURIComponent(groq)}${params}&effectFormat=mendoza`,
  );

const edit = (id: string, set: Record<string, unknown>) =>
  harness.lake('POST', 'data/mutate/production', { body: { mutations: [{ patch: { id, set } }] } });

describe('a listener of the local Content Lake', () => {
  it('hears only the changes its query matches (the Studio keeps several open per document)', async () => {
    const events = readEvents(
      await listen('*[_id in $ids]', `&%24ids=${encodeURIComponent('["job-1","drafts.job-1"]')}`),
      2,
    );
    await edit('company-1', { name: 'Datová továrna s.r.o.' });
    await edit('job-1', { title: 'Senior designer' });
    const [, mutation] = await events;
    expect(mutation?.data).toMatchObject({ documentId: 'job-1', transactionTotalEvents: 1 });
  });

  it('hears a document that leaves its query, and not one that was never in it', async () => {
    const events = readEvents(await listen('*[_type == "jobOffer" && title == "Senior designer"]'), 2);
    await edit('company-2', { name: 'Pixelhouse a.s.' });
    await edit('job-1', { title: 'Lead designer' });
    const [, mutation] = await events;
    expect(mutation?.data).toMatchObject({ documentId: 'job-1', transition: 'disappear' });
  });

  it('sends with each event only what it asked for: no earlier version unless asked, no mutations when declined', async () => {
    const events = readEvents(
      await listen('*[_id == "company-1"]', '&includeResult=false&includeMutations=false'),
      2,
    );
    await edit('company-1', { name: 'Datová továrna a.s.' });
    const [, mutation] = await events;
    const data = mutation?.data as Record<string, unknown>;
    expect(data).toMatchObject({ documentId: 'company-1', effects: { apply: [0, expect.any(Object)] } });
    expect(data).not.toHaveProperty('result');
    expect(data).not.toHaveProperty('previous');
    expect(data).not.toHaveProperty('mutations');
  });
});
