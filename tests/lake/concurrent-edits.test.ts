import { describe, expect, it, vi } from 'vitest';
import { createLakeHarness } from './lake-harness';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

describe('two Studio sessions editing one document', () => {
  it('end in one consistent document: the stale write gets a 409 and, resent on the new revision, is kept', async () => {
    const { lake, dataset } = await createLakeHarness();
    const store = await dataset();
    const start = store.getDocument('job-1')?._rev as string;
    const edit = (set: Record<string, unknown>, ifRevisionID: string) =>
      lake('POST', 'data/mutate/production', {
        body: { mutations: [{ patch: { id: 'job-1', ifRevisionID, set } }] },
      });

    const [first, second] = await Promise.all([
      edit({ title: 'Designer (Brno)' }, start),
      edit({ city: 'Brno' }, start),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect((await refused.json()).error.description).toContain(start);

    const current = store.getDocument('job-1')?._rev as string;
    const retried =
      first.status === 409
        ? await edit({ title: 'Designer (Brno)' }, current)
        : await edit({ city: 'Brno' }, current);
    expect(retried.status).toBe(200);
    expect(store.getDocument('job-1')).toMatchObject({ title: 'Designer (Brno)', city: 'Brno' });
  });

  it('never lose a write when many sessions patch different fields at once', async () => {
    const { lake, dataset } = await createLakeHarness();
    const fields = Array.from({ length: 12 }, (_, index) => `field${index}`);
    const responses = await Promise.all(
      fields.map((field) =>
        lake('POST', 'data/mutate/production', {
          body: { mutations: [{ patch: { id: 'job-1', set: { [field]: true } } }] },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(fields.map(() => 200));
    const stored: Record<string, unknown> = (await dataset()).getDocument('job-1') ?? {};
    expect(fields.filter((field) => stored[field] !== true)).toEqual([]);
  });
});
