import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { localDataset } from '@/content/local-dataset';
import { contentExistsQuery } from '@/content/queries';

/** groq-js alone, testing every document: what the local dataset's planned query must equal. */
async function unplanned(query: string, params: Record<string, unknown>) {
  const dataset = await (await localDataset()).query<unknown[]>('*', {}, 'published');
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

const filters = [
  // One branch picked by a parameter, as the proxy's existence check does.
  '*[($kind == "company" && _type == "company" && slug.current == $key) || ($kind == "job" && _type == "jobOffer" && city == $key)]._id',
  '*[(true || _type == "article") && _type == "company"]._id',
  '*[(false && _type == "article") || (_type == "company" && $kind != "none")]._id',
  '*[$kind == "nothing" && _type == "company"]._id',
];

describe('a filter whose branches a parameter decides (the local dataset plans the chosen one)', () => {
  for (const filter of filters) {
    it(`answers as an unplanned evaluation: ${filter}`, async () => {
      const store = await localDataset();
      for (const params of [
        { kind: 'company', key: 'datova-tovarna' },
        { kind: 'job', key: 'Brno' },
        { kind: 'none', key: 'Brno' },
      ]) {
        expect(await store.query(filter, params, 'published')).toEqual(await unplanned(filter, params));
      }
    });
  }

  it('still tells which content exists', async () => {
    const params = { kind: 'companySlug', key: 'datova-tovarna' };
    const found = await (await localDataset()).query(contentExistsQuery, params, 'published');
    expect(found).toBe(true);
    expect(found).toEqual(await unplanned(contentExistsQuery, params));
  });
});
