import type { SanityClient } from '@sanity/client';
import { errorBody, failureOf, idOf, type LakeCase, typeOf } from './target';

const NOTE = typeOf('Note');
const COMPANY = typeOf('Company');
const JOB = typeOf('Job');
const companyNames = `*[_type == "${COMPANY}"] | order(name) .name`;
const noteTitles = `*[_type == "${NOTE}" && rank <= 2] | order(rank) .title`;

/** The documents the query cases read: notes with a draft, companies with a draft, a job joined to a company. */
export async function seedQueryDocuments(client: SanityClient) {
  const notes = [
    { _id: idOf('note-1'), title: 'coffee and tea', body: 'morning', rank: 3 },
    { _id: idOf('note-2'), title: 'coffee only', body: 'evening', rank: 1 },
    { _id: idOf('note-3'), title: 'tea only', body: 'coffee later', rank: 2 },
    { _id: idOf('note-4'), title: 'water', body: 'plain', rank: 4 },
  ];
  const transaction = client.transaction();
  for (const note of notes) transaction.createOrReplace({ _type: NOTE, ...note });
  transaction
    .createOrReplace({ _id: `drafts.${idOf('note-2')}`, _type: NOTE, title: 'coffee only (draft)', rank: 1 })
    .createOrReplace({ _id: idOf('company-1'), _type: COMPANY, name: 'Datová továrna' })
    .createOrReplace({ _id: idOf('company-2'), _type: COMPANY, name: 'Pixelhouse' })
    .createOrReplace({ _id: `drafts.${idOf('company-2')}`, _type: COMPANY, name: 'Pixelhouse (draft)' })
    .createOrReplace({
      _id: idOf('job-1'),
      _type: JOB,
      title: 'Designer',
      company: { _type: 'reference', _ref: idOf('company-1') },
    });
  await transaction.commit();
}

export const queryCases: LakeCase[] = [
  {
    name: 'a query reads published documents by default from API v2025-02-19',
    run: async ({ client, expect }) => {
      expect(await client.fetch(companyNames)).toEqual(['Datová továrna', 'Pixelhouse']);
    },
  },
  {
    name: 'a query reads raw documents by default before API v2025-02-19',
    run: async ({ clientFor, expect }) => {
      expect(await clientFor('2021-06-07').fetch(companyNames)).toEqual([
        'Datová továrna',
        'Pixelhouse',
        'Pixelhouse (draft)',
      ]);
    },
  },
  {
    name: 'the vX API reads published documents by default',
    run: async ({ clientFor, expect }) => {
      expect(await clientFor('X').fetch(companyNames)).toEqual(['Datová továrna', 'Pixelhouse']);
    },
  },
  {
    name: 'the drafts perspective reads each draft over its published document',
    run: async ({ client, expect }) => {
      expect(await client.fetch(companyNames, {}, { perspective: 'drafts' })).toEqual([
        'Datová továrna',
        'Pixelhouse (draft)',
      ]);
    },
  },
  {
    name: 'the raw perspective reads drafts and published documents alike',
    run: async ({ client, expect }) => {
      expect(await client.fetch(companyNames, {}, { perspective: 'raw' })).toHaveLength(3);
    },
  },
  {
    name: 'the published perspective asked for reads no drafts',
    run: async ({ clientFor, expect }) => {
      const old = clientFor('2021-06-07');
      expect(await old.fetch(companyNames, {}, { perspective: 'published' })).toEqual([
        'Datová továrna',
        'Pixelhouse',
      ]);
    },
  },
  {
    name: 'a release stack reads as drafts over published',
    run: async ({ client, expect }) => {
      expect(await client.fetch(noteTitles, {}, { perspective: ['a-release', 'drafts'] })).toEqual([
        'coffee only (draft)',
        'tea only',
      ]);
    },
  },
  {
    name: 'a string parameter selects a document',
    run: async ({ client, expect }) => {
      expect(await client.fetch('*[_id == $id][0].name', { id: idOf('company-1') })).toBe('Datová továrna');
    },
  },
  {
    name: 'parameters of every JSON type filter together',
    run: async ({ client, expect }) => {
      const query = '*[_type == $type && rank >= $min && _id in $ids && defined($flag)] | order(rank) ._id';
      const ids = [idOf('note-1'), idOf('note-3'), idOf('note-4')];
      expect(await client.fetch(query, { type: NOTE, min: 2, ids, flag: true })).toEqual([
        idOf('note-3'),
        idOf('note-1'),
        idOf('note-4'),
      ]);
    },
  },
  {
    name: 'an object parameter is read by its fields',
    run: async ({ client, expect }) => {
      expect(await client.fetch('$object.name', { object: { name: 'Ada' } })).toBe('Ada');
    },
  },
  {
    name: 'a parameter the query reads but was not given is a 400 queryParseError with its span',
    run: async (target) => {
      const query = `*[_type == "${NOTE}" && title == $title]`;
      const error = await failureOf(target, target.client.fetch(query, {}));
      target.expect(error.statusCode).toBe(400);
      target.expect(errorBody(error)).toMatchObject({
        type: 'queryParseError',
        description: 'param $title referenced, but not provided',
        start: query.indexOf('$title'),
        end: query.indexOf('$title') + '$title'.length,
      });
    },
  },
  {
    name: 'a $ inside a string is no parameter',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`*[_type == "${NOTE}" && title == "$title"]`)).toEqual([]);
    },
  },
  {
    name: 'a query too long for a URL is sent by POST with its parameters and perspective',
    run: async ({ client, expect }) => {
      const ignored = Array.from({ length: 900 }, (_, index) => `"ignored-${index}"`).join(', ');
      const query = `*[_type == $type && rank <= 2 && !(_id in [${ignored}])] | order(rank) .title`;
      expect(query.length).toBeGreaterThan(11264);
      expect(await client.fetch(query, { type: NOTE }, { perspective: 'drafts' })).toEqual([
        'coffee only (draft)',
        'tea only',
      ]);
    },
  },
  {
    name: 'a bad query is a 400 ClientError with the lake’s description',
    run: async (target) => {
      const error = await failureOf(target, target.client.fetch('*[_type == '));
      target.expect(error.statusCode).toBe(400);
      target.expect(error.message).toContain('cannot be run');
    },
  },
  {
    name: 'results are ordered descending and sliced exclusively',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`*[_type == "${NOTE}"] | order(rank desc)[0...2]._id`)).toEqual([
        idOf('note-4'),
        idOf('note-1'),
      ]);
    },
  },
  {
    name: 'an inclusive slice pages further',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`*[_type == "${NOTE}"] | order(rank desc)[2..3]._id`)).toEqual([
        idOf('note-3'),
        idOf('note-2'),
      ]);
    },
  },
  {
    name: 'ascending order by a field and then by id',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`*[_type == "${NOTE}"] | order(title asc, _id) .title`)).toEqual([
        'coffee and tea',
        'coffee only',
        'tea only',
        'water',
      ]);
    },
  },
  {
    name: 'an index picks one document',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`*[_type == "${NOTE}"] | order(rank desc)[0]._id`)).toBe(idOf('note-4'));
    },
  },
  {
    name: 'count() counts the matching documents',
    run: async ({ client, expect }) => {
      expect(await client.fetch(`count(*[_type == "${NOTE}"])`)).toBe(4);
    },
  },
  {
    name: 'a join follows a reference forward',
    run: async ({ client, expect }) => {
      expect(
        await client.fetch('*[_id == $id][0]{title, "company": company->name}', { id: idOf('job-1') }),
      ).toEqual({ title: 'Designer', company: 'Datová továrna' });
    },
  },
  {
    name: 'references() follows a reference back',
    run: async ({ client, expect }) => {
      const query = `*[_id == $id][0]{"jobs": *[_type == "${JOB}" && references(^._id)]._id}`;
      expect(await client.fetch(query, { id: idOf('company-1') })).toEqual({ jobs: [idOf('job-1')] });
    },
  },
  {
    name: 'text::query matches a term given as a parameter',
    run: async ({ client, expect }) => {
      const query = `*[_type == "${NOTE}" && title match text::query($q)] | order(_id) ._id`;
      expect(await client.fetch(query, { q: 'coffee' })).toEqual([idOf('note-1'), idOf('note-2')]);
    },
  },
  {
    name: 'text::query leaves out a negated term',
    run: async ({ client, expect }) => {
      const query = `*[_type == "${NOTE}" && title match text::query("coffee -tea")] | order(_id) ._id`;
      expect(await client.fetch(query)).toEqual([idOf('note-2')]);
    },
  },
  {
    name: 'text::query matches over several fields',
    run: async ({ client, expect }) => {
      const query = `*[_type == "${NOTE}" && [title, body] match text::query($q)] | order(_id) ._id`;
      expect(await client.fetch(query, { q: 'coffee -only' })).toEqual([idOf('note-1')]);
    },
  },
  {
    name: 'the raw response carries the query, its time and its sync tags',
    run: async ({ client, expect }) => {
      const query = `*[_type == "${COMPANY}"]._id`;
      const raw = await client.fetch(query, {}, { filterResponse: false });
      expect(raw).toMatchObject({ query, ms: expect.any(Number) });
      expect(raw.syncTags).toEqual([expect.stringMatching(/^s1:[\w-]+$/)]);
    },
  },
  {
    name: 'returnQuery=false leaves the query out of the response',
    run: async ({ client, expect }) => {
      const answer = await client.fetch('count(*)', {}, { filterResponse: false, returnQuery: false });
      expect(answer).not.toHaveProperty('query');
      expect(answer.result).toBeGreaterThan(0);
    },
  },
  {
    name: 'no sync tags before API v2021-03-25, which brought the Live Content API',
    run: async ({ clientFor, expect }) => {
      expect(
        await clientFor('2021-03-24').fetch('count(*)', {}, { filterResponse: false }),
      ).not.toHaveProperty('syncTags');
    },
  },
  {
    name: 'a query without a valid token is a 401 ClientError',
    run: async (target) => {
      const error = await failureOf(target, target.clientFor('2025-02-19', 'not-a-token').fetch('count(*)'));
      target
        .expect(error)
        .toMatchObject({ statusCode: 401, message: target.expect.stringContaining('signed-in editor') });
    },
  },
  {
    name: 'getDocument reads a document by id',
    run: async ({ client, expect }) => {
      expect(await client.getDocument(idOf('company-1'))).toMatchObject({ name: 'Datová továrna' });
    },
  },
  {
    name: 'getDocument of a missing id is undefined',
    run: async ({ client, expect }) => {
      expect(await client.getDocument(idOf('nowhere'))).toBeUndefined();
    },
  },
  {
    name: 'getDocuments answers null in the place of a missing id',
    run: async ({ client, expect }) => {
      const [found, missing] = await client.getDocuments([idOf('company-2'), idOf('nowhere')]);
      expect(found).toMatchObject({ _id: idOf('company-2'), name: 'Pixelhouse' });
      expect(missing).toBeNull();
    },
  },
];
