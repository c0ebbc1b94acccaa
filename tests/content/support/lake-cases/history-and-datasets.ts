import { failureOf, fetchLake, idOf, type LakeCase, typeOf } from './target';

const NOTE = typeOf('HistoryNote');

export const historyAndDatasetCases: LakeCase[] = [
  {
    name: 'history reads a document as it was at an earlier revision',
    run: async ({ client, expect }) => {
      const first = await client.createOrReplace({ _id: idOf('history'), _type: NOTE, title: 'first' });
      await client.patch(idOf('history')).set({ title: 'second' }).commit();
      const { documents } = await client.request<{ documents: { title: string }[] }>({
        uri: `/data/history/${client.config().dataset}/documents/${idOf('history')}`,
        query: { revision: first._rev },
      });
      expect(documents).toEqual([expect.objectContaining({ _id: idOf('history'), title: 'first' })]);
    },
  },
  {
    name: 'history lists a document’s transactions as NDJSON',
    run: async ({ client, expect }) => {
      const first = await client.createOrReplace({ _id: idOf('history-log'), _type: NOTE, title: 'one' });
      const second = await client.patch(idOf('history-log')).set({ title: 'two' }).commit();
      const transactions = await client.request<string>({
        uri: `/data/history/${client.config().dataset}/transactions/${idOf('history-log')}`,
        query: { excludeContent: 'true' },
      });
      const lines = String(transactions)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { id: string; documentIDs: string[] });
      expect(lines.map(({ id }) => id)).toEqual([first._rev, second._rev]);
      expect(lines[0]?.documentIDs).toEqual([idOf('history-log')]);
    },
  },
  {
    name: 'history tells a document’s publish event',
    run: async ({ client, expect }) => {
      const publishedId = idOf('history-events');
      await client.create({ _id: `drafts.${publishedId}`, _type: NOTE, title: 'draft' });
      await client.action({
        actionType: 'sanity.action.document.publish',
        publishedId,
        draftId: `drafts.${publishedId}`,
      });
      const { events } = await client.request<{ events: Record<string, { type: string }[]> }>({
        uri: `/data/history/${client.config().dataset}/events/documents/${publishedId}`,
      });
      expect(events[publishedId]?.[0]).toMatchObject({ type: 'publishDocumentVersion' });
    },
  },
  {
    name: 'the dataset list names the one dataset',
    run: async ({ client, expect }) => {
      expect(await client.datasets.list()).toEqual([
        { name: client.config().dataset, aclMode: 'private', tags: [] },
      ]);
    },
  },
  {
    name: 'the export streams every document, drafts included, as NDJSON',
    run: async ({ client, expect }) => {
      await client.createOrReplace({ _id: idOf('exported'), _type: NOTE });
      await client.createOrReplace({ _id: `drafts.${idOf('exported')}`, _type: NOTE });
      const response = await fetchLake(client, client.getDataUrl('export'));
      expect(response.headers.get('content-type')).toMatch(/ndjson/);
      const ids = (await response.text())
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { _id: string })._id);
      expect(ids).toEqual(expect.arrayContaining([idOf('exported'), `drafts.${idOf('exported')}`]));
    },
  },
  {
    name: 'a signed-out client is offered the site’s sign-in as the provider',
    run: async ({ clientFor, expect, siteOrigin }) => {
      const answer = await clientFor('2025-02-19', null).request<{
        providers: { name: string; url: string }[];
      }>({
        url: '/auth/providers',
      });
      expect(answer.providers).toEqual([
        expect.objectContaining({ name: 'tribe', url: `${siteOrigin}/studio` }),
      ]);
    },
  },
  {
    name: 'users/me answers nobody to a caller without a token',
    run: async ({ clientFor, expect }) => {
      expect(await clientFor('2025-02-19', null).request({ url: '/users/me' })).toEqual({});
    },
  },
  {
    name: 'users/me is a 401 for a token that is not valid',
    run: async (target) => {
      const stale = await failureOf(
        target,
        target.clientFor('2025-02-19', 'a-signed-out-token').request({ url: '/users/me' }),
      );
      target.expect(stale.statusCode).toBe(401);
    },
  },
  {
    name: 'a query without any token is a 401',
    run: async (target) => {
      const error = await failureOf(target, target.clientFor('2025-02-19', null).fetch('count(*)'));
      target.expect(error.statusCode).toBe(401);
    },
  },
];
