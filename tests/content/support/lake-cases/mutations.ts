import type { SanityClient } from '@sanity/client';
import { errorBody, failureOf, idOf, type LakeCase, typeOf } from './target';

const NOTE = typeOf('MutatedNote');

/** A note of the mutation cases, written fresh. */
const note = (client: SanityClient, name: string, fields: Record<string, unknown> = {}) =>
  client.createOrReplace<Record<string, unknown>>({ _id: idOf(name), _type: NOTE, ...fields });

const mutateRaw = (client: SanityClient, body: Record<string, unknown>, query: Record<string, string> = {}) =>
  client.request<{ transactionId: string; results: { id: string; operation: string; document?: unknown }[] }>(
    {
      method: 'POST',
      uri: `/data/mutate/${client.config().dataset}`,
      body,
      query,
    },
  );

export const mutationCases: LakeCase[] = [
  {
    name: 'create answers the document with its revision',
    run: async ({ client, expect }) => {
      const created = await client.create({ _id: idOf('created'), _type: NOTE, title: 'Nová' });
      expect(created).toMatchObject({
        _id: idOf('created'),
        _type: NOTE,
        title: 'Nová',
        _rev: expect.any(String),
      });
    },
  },
  {
    name: 'createOrReplace replaces the whole document',
    run: async ({ client, expect }) => {
      await note(client, 'replaced', { title: 'one', gone: true });
      const replaced = await note(client, 'replaced', { title: 'two' });
      expect(replaced.title).toBe('two');
      expect(await client.getDocument(idOf('replaced'))).not.toHaveProperty('gone');
    },
  },
  {
    name: 'createIfNotExists leaves an existing document as it is',
    run: async ({ client, expect }) => {
      await note(client, 'kept', { title: 'first' });
      await client.createIfNotExists({ _id: idOf('kept'), _type: NOTE, title: 'never' });
      expect((await client.getDocument(idOf('kept')))?.title).toBe('first');
    },
  },
  {
    name: 'a patch sets and increments, answering the patched document',
    run: async ({ client, expect }) => {
      await note(client, 'patched', { title: 'x' });
      const patched = await client.patch(idOf('patched')).set({ count: 10 }).inc({ count: 5 }).commit();
      expect(patched).toMatchObject({ title: 'x', count: 15 });
    },
  },
  {
    name: 'setIfMissing sets only the fields that are missing',
    run: async ({ client, expect }) => {
      await note(client, 'if-missing', { title: 'kept' });
      const patched = await client
        .patch(idOf('if-missing'))
        .setIfMissing({ title: 'no', subtitle: 'added' })
        .commit();
      expect(patched).toMatchObject({ title: 'kept', subtitle: 'added' });
    },
  },
  {
    name: 'unset removes a field',
    run: async ({ client, expect }) => {
      await note(client, 'unset', { title: 'x', gone: true });
      expect(await client.patch(idOf('unset')).unset(['gone']).commit()).not.toHaveProperty('gone');
    },
  },
  {
    name: 'dec decrements a number',
    run: async ({ client, expect }) => {
      await note(client, 'dec', { count: 10 });
      expect((await client.patch(idOf('dec')).dec({ count: 3 }).commit()).count).toBe(7);
    },
  },
  {
    name: 'insert puts items before an array item',
    run: async ({ client, expect }) => {
      await note(client, 'insert', { list: ['a', 'c'] });
      expect((await client.patch(idOf('insert')).insert('before', 'list[1]', ['b']).commit()).list).toEqual([
        'a',
        'b',
        'c',
      ]);
    },
  },
  {
    name: 'diffMatchPatch applies a text patch',
    run: async ({ client, expect }) => {
      await note(client, 'dmp', { title: 'hello world' });
      const patched = await client
        .patch(idOf('dmp'))
        .diffMatchPatch({ title: '@@ -1,5 +1,5 @@\n-hello\n+HELLO\n' })
        .commit();
      expect(patched.title).toBe('HELLO world');
    },
  },
  {
    name: 'delete by id removes the document and names it',
    run: async ({ client, expect }) => {
      await note(client, 'deleted');
      expect(await client.delete(idOf('deleted'))).toMatchObject({
        results: [{ id: idOf('deleted'), operation: 'delete' }],
      });
      expect(await client.getDocument(idOf('deleted'))).toBeUndefined();
    },
  },
  {
    name: 'delete by query removes each selected document',
    run: async ({ client, expect }) => {
      const scratch = typeOf('Scratch');
      await client
        .transaction()
        .create({ _id: idOf('scratch-1'), _type: scratch })
        .create({ _id: idOf('scratch-2'), _type: scratch })
        .commit();
      const deleted = await client.delete({ query: '*[_type == $type]', params: { type: scratch } });
      expect(deleted.results.map(({ id }) => id).sort()).toEqual([idOf('scratch-1'), idOf('scratch-2')]);
    },
  },
  {
    name: 'a transaction commits its mutations as one revision',
    run: async ({ client, expect }) => {
      await note(client, 'tx-patched', { title: 'x' });
      const result = await client
        .transaction()
        .create({ _id: idOf('tx-created'), _type: NOTE })
        .patch(idOf('tx-patched'), (patch) => patch.set({ city: 'Brno' }))
        .commit();
      expect(result.results.map(({ id, operation }) => [id, operation])).toEqual([
        [idOf('tx-created'), 'create'],
        [idOf('tx-patched'), 'update'],
      ]);
      const revisions = await client.fetch('*[_id in $ids]._rev', {
        ids: [idOf('tx-created'), idOf('tx-patched')],
      });
      expect(revisions).toEqual([result.transactionId, result.transactionId]);
    },
  },
  {
    name: 'a transaction with a failing mutation writes none of its mutations',
    run: async (target) => {
      const { client, expect } = target;
      const failing = client
        .transaction()
        .create({ _id: idOf('tx-never'), _type: NOTE })
        .patch(idOf('tx-missing'), (patch) => patch.set({ title: 'x' }))
        .commit();
      expect((await failureOf(target, failing)).statusCode).toBe(409);
      expect(await client.getDocument(idOf('tx-never'))).toBeUndefined();
    },
  },
  {
    name: 'a patch on a changed revision is a 409 documentRevisionMismatchError',
    run: async (target) => {
      const { client, expect } = target;
      await note(client, 'revision', { city: 'Brno' });
      const conflict = await failureOf(
        target,
        client.patch(idOf('revision')).ifRevisionId('an-old-revision').set({ city: 'Praha' }).commit(),
      );
      expect(conflict.statusCode).toBe(409);
      expect(errorBody(conflict)).toMatchObject({
        type: 'mutationError',
        items: [{ index: 0, error: { type: 'documentRevisionMismatchError' } }],
      });
      expect((await client.getDocument(idOf('revision')))?.city).toBe('Brno');
    },
  },
  {
    name: 'creating a document that exists is a 409 documentAlreadyExistsError',
    run: async (target) => {
      await note(target.client, 'exists');
      const error = await failureOf(target, target.client.create({ _id: idOf('exists'), _type: NOTE }));
      target.expect(error.statusCode).toBe(409);
      target.expect(errorBody(error)).toMatchObject({
        items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: idOf('exists') } }],
      });
    },
  },
  {
    name: 'patching a missing document is a 409 documentNotFoundError naming it',
    run: async (target) => {
      const error = await failureOf(
        target,
        target.client.patch(idOf('missing')).set({ title: 'x' }).commit(),
      );
      target.expect(error.statusCode).toBe(409);
      target.expect(errorBody(error)).toMatchObject({
        items: [{ index: 0, error: { type: 'documentNotFoundError', id: idOf('missing') } }],
      });
    },
  },
  {
    name: 'an invalid document id is a 400 invalidDocumentIdError and writes nothing',
    run: async (target) => {
      for (const id of ['bad.', '-dash', 'a.-b', 'space d', 'x'.repeat(129), 'a..b']) {
        const error = await failureOf(
          target,
          target.client.mutate([{ createOrReplace: { _id: id, _type: NOTE } }]),
        );
        target.expect(error.statusCode, id).toBe(400);
        target.expect(errorBody(error)).toMatchObject({
          type: 'mutationError',
          items: [{ index: 0, error: { type: 'invalidDocumentIdError', id } }],
        });
      }
      target
        .expect(await target.client.fetch(`count(*[_type == "${NOTE}" && _id in ["bad.", "-dash", "a..b"]])`))
        .toBe(0);
    },
  },
  {
    name: 'a create without an id gets a random one',
    run: async ({ client, expect }) => {
      const generated = await client.create({ _type: NOTE, title: 'no id' });
      expect(generated._id).toMatch(/^[\w-]{8,}$/);
      expect(await client.getDocument(generated._id)).toMatchObject({ title: 'no id' });
    },
  },
  {
    name: 'a create whose id ends in a dot gets a random id under that prefix',
    run: async ({ client, expect }) => {
      const prefix = `${idOf('imports')}.`;
      const created = await client.create({ _id: prefix, _type: NOTE });
      expect(created._id.startsWith(prefix) && created._id.length > prefix.length + 7).toBe(true);
      expect(await client.fetch('*[_id in path($path)]._id', { path: `${prefix}*` })).toEqual([created._id]);
    },
  },
  {
    name: 'dryRun as an option answers as a commit would and writes nothing',
    run: async ({ client, expect }) => {
      const answer = await client.mutate([{ create: { _id: idOf('dry'), _type: NOTE, title: 'Zkouška' } }], {
        dryRun: true,
        returnDocuments: true,
      });
      expect(answer).toMatchObject([{ _id: idOf('dry'), title: 'Zkouška' }]);
      expect(await client.getDocument(idOf('dry'))).toBeUndefined();
    },
  },
  {
    name: 'dryRun in the body answers as a commit would and writes nothing',
    run: async ({ client, expect }) => {
      const answer = await mutateRaw(
        client,
        { mutations: [{ create: { _id: idOf('dry-body'), _type: NOTE, title: 'Zkouška' } }], dryRun: true },
        { returnDocuments: 'true' },
      );
      expect(answer.results).toEqual([
        {
          id: idOf('dry-body'),
          operation: 'create',
          document: expect.objectContaining({ title: 'Zkouška' }),
        },
      ]);
      expect(await client.getDocument(idOf('dry-body'))).toBeUndefined();
    },
  },
  {
    name: 'returnDocuments: false answers the transaction and the document id',
    run: async ({ client, expect }) => {
      const ids = await client.create({ _id: idOf('ids'), _type: NOTE }, { returnDocuments: false });
      expect(ids).toMatchObject({ transactionId: expect.any(String), documentId: idOf('ids') });
    },
  },
  {
    name: 'a mutation without returnDocuments answers ids and operations only',
    run: async ({ client, expect }) => {
      await note(client, 'plain-answer');
      const raw = await mutateRaw(client, {
        mutations: [{ patch: { id: idOf('plain-answer'), set: { title: 'y' } } }],
      });
      expect(raw.results).toEqual([{ id: idOf('plain-answer'), operation: 'update' }]);
    },
  },
  {
    name: 'a transaction commits under the id the client chooses',
    run: async ({ client, expect }) => {
      const transactionId = idOf('tx-chosen');
      const result = await client
        .transaction()
        .createOrReplace({ _id: idOf('chosen'), _type: NOTE })
        .commit({ transactionId });
      expect(result.transactionId).toBe(transactionId);
      expect((await client.getDocument(idOf('chosen')))?._rev).toBe(transactionId);
    },
  },
  {
    name: 'every visibility (sync, async, deferred) is accepted',
    run: async ({ client, expect }) => {
      for (const visibility of ['sync', 'async', 'deferred'] as const) {
        await client.createOrReplace(
          { _id: idOf(`seen-${visibility}`), _type: NOTE, title: visibility },
          { visibility },
        );
        expect(await client.fetch('*[_id == $id][0].title', { id: idOf(`seen-${visibility}`) })).toBe(
          visibility,
        );
      }
    },
  },
  {
    name: 'autoGenerateArrayKeys gives array items without a key a new _key on create',
    run: async ({ client, expect }) => {
      const created = await client.create(
        { _id: idOf('keys'), _type: NOTE, tags: [{ label: 'a' }, { _key: 'kept', label: 'b' }] },
        { autoGenerateArrayKeys: true },
      );
      expect(created.tags).toEqual([
        { _key: expect.stringMatching(/^\w{6,}$/), label: 'a' },
        { _key: 'kept', label: 'b' },
      ]);
    },
  },
  {
    name: 'autoGenerateArrayKeys gives inserted items and their nested arrays keys',
    run: async ({ client, expect }) => {
      await note(client, 'insert-keys', { tags: [{ _key: 'a', label: 'a' }] });
      const inserted = await client
        .patch(idOf('insert-keys'))
        .insert('after', 'tags[-1]', [{ label: 'c', links: [{ href: '/x' }] }])
        .commit({ autoGenerateArrayKeys: true });
      expect(inserted.tags[1]).toEqual({
        _key: expect.any(String),
        label: 'c',
        links: [{ _key: expect.any(String), href: '/x' }],
      });
    },
  },
  {
    name: 'array items keep no key without autoGenerateArrayKeys',
    run: async ({ client, expect }) => {
      expect((await note(client, 'no-keys', { tags: [{ label: 'a' }] })).tags).toEqual([{ label: 'a' }]);
    },
  },
];
