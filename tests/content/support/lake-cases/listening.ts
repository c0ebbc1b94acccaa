import { fetchLake, firstEvents, idOf, type LakeCase, typeOf } from './target';

const HEARD = typeOf('HeardNote');
const COMPANY = typeOf('LiveCompany');
const JOB = typeOf('LiveJob');

export const listeningCases: LakeCase[] = [
  {
    name: 'listen welcomes the listener, then tells of a document that appears',
    run: async ({ client, expect }) => {
      const events = client.listen(`*[_type == "${HEARD}"]`, {}, { events: ['welcome', 'mutation'] });
      const [welcome, mutation] = await firstEvents(events, 2, () =>
        client.create({ _id: idOf('heard'), _type: HEARD, title: 'Slyšená' }),
      );
      expect(welcome).toMatchObject({ type: 'welcome', listenerName: expect.any(String) });
      expect(mutation).toMatchObject({
        type: 'mutation',
        documentId: idOf('heard'),
        transition: 'appear',
        result: { _id: idOf('heard'), title: 'Slyšená' },
      });
    },
  },
  {
    name: 'listen tells of an update with its result and of a deletion',
    run: async ({ client, expect }) => {
      await client.createOrReplace({ _id: idOf('heard-twice'), _type: HEARD, title: 'one' });
      const events = client.listen(
        '*[_id == $id]',
        { id: idOf('heard-twice') },
        { events: ['welcome', 'mutation'] },
      );
      const [, update, deletion] = await firstEvents(events, 3, async () => {
        await client.patch(idOf('heard-twice')).set({ title: 'two' }).commit();
        await client.delete(idOf('heard-twice'));
      });
      expect(update).toMatchObject({ type: 'mutation', transition: 'update', result: { title: 'two' } });
      expect(deletion).toMatchObject({
        type: 'mutation',
        transition: 'disappear',
        documentId: idOf('heard-twice'),
      });
    },
  },
  {
    name: 'listen chains each event’s previousRev to the revision before',
    run: async ({ client, expect }) => {
      const first = await client.createOrReplace({ _id: idOf('heard-chain'), _type: HEARD, title: 'one' });
      const events = client.listen(
        '*[_id == $id]',
        { id: idOf('heard-chain') },
        { events: ['welcome', 'mutation'] },
      );
      const [, update] = await firstEvents(events, 2, () =>
        client.patch(idOf('heard-chain')).set({ title: 'two' }).commit(),
      );
      expect(update).toMatchObject({ previousRev: first._rev, resultRev: expect.any(String) });
    },
  },
  {
    name: 'the Live Content API names the tags of every query a change affects, and not of others',
    run: async ({ client, expect }) => {
      await client.createOrReplace({ _id: idOf('live-company'), _type: COMPANY, name: 'Pixelhouse' });
      const tagsOf = async (query: string) =>
        (await client.fetch(query, {}, { filterResponse: false })).syncTags ?? [];
      const companies = await tagsOf(`*[_type == "${COMPANY}"]{name}`);
      const jobs = await tagsOf(`*[_type == "${JOB}"]{title}`);
      const jobsWithCompanies = await tagsOf(`*[_type == "${JOB}"]{title, company->{name}}`);
      const anything = await tagsOf('*[defined(name)]');
      const [welcome, message] = await firstEvents(client.live.events(), 2, () =>
        client.patch(idOf('live-company')).set({ name: 'Pixelhouse s.r.o.' }).commit(),
      );
      expect(welcome).toMatchObject({ type: 'welcome' });
      expect(message).toMatchObject({ type: 'message', id: expect.any(String), tags: expect.any(Array) });
      const tags = (message as { tags: string[] }).tags;
      for (const tag of [...companies, ...jobsWithCompanies, ...anything]) expect(tags).toContain(tag);
      for (const tag of jobs) expect(tags).not.toContain(tag);
      // A client refetching on its tags sees the change.
      expect(await client.fetch('*[_id == $id][0].name', { id: idOf('live-company') })).toBe(
        'Pixelhouse s.r.o.',
      );
    },
  },
  {
    name: 'the Live Content API tells changes to drafts only to a stream that includes drafts',
    run: async ({ client, expect }) => {
      await client.createOrReplace({ _id: idOf('live-published'), _type: COMPANY, name: 'a' });
      const draftId = `drafts.${idOf('live-draft')}`;
      const [, first] = await firstEvents(client.live.events(), 2, async () => {
        await client.createOrReplace({ _id: draftId, _type: COMPANY, name: 'Koncept' });
        await client.patch(idOf('live-published')).set({ name: 'b' }).commit();
      });
      expect((first as { id: string }).id).toBe((await client.getDocument(idOf('live-published')))?._rev);
      const [, draftMessage] = await firstEvents(client.live.events({ includeDrafts: true }), 2, () =>
        client.patch(draftId).set({ name: 'Koncept 2' }).commit(),
      );
      expect(draftMessage).toMatchObject({ type: 'message', id: (await client.getDocument(draftId))?._rev });
    },
  },
  {
    name: 'the Live Content API asks a client resuming from an event it cannot replay to restart',
    run: async ({ client, expect }) => {
      const response = await fetchLake(client, client.getDataUrl('live/events'), {
        headers: { 'last-event-id': 'an-event-before-this-process' },
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!/^event: restart$/m.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await reader.cancel();
      expect([...text.matchAll(/^event: (\w+)$/gm)].map(([, event]) => event)).toEqual([
        'welcome',
        'restart',
      ]);
    },
  },
];
