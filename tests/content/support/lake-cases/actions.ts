import type { SanityClient } from '@sanity/client';
import { errorBody, failureOf, idOf, type LakeCase, typeOf } from './target';

const NOTE = typeOf('ActedNote');
const ids = (name: string) => ({ publishedId: idOf(name), draftId: `drafts.${idOf(name)}` });

const createDraft = (client: SanityClient, name: string, title: string, options: { dryRun?: boolean } = {}) =>
  client.action(
    {
      actionType: 'sanity.action.document.create',
      publishedId: idOf(name),
      attributes: { _id: `drafts.${idOf(name)}`, _type: NOTE, title },
      ifExists: 'fail',
    },
    options,
  );

const publish = (client: SanityClient, name: string) =>
  client.action({ actionType: 'sanity.action.document.publish', ...ids(name) });

export const actionCases: LakeCase[] = [
  {
    name: 'the create action writes a draft',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-create', 'Návrh');
      expect(await client.getDocument(ids('act-create').draftId)).toMatchObject({ title: 'Návrh' });
    },
  },
  {
    name: 'the create action of an existing draft with ifExists fail is a 409',
    run: async (target) => {
      await createDraft(target.client, 'act-twice', 'first');
      const error = await failureOf(target, createDraft(target.client, 'act-twice', 'second'));
      target.expect(error.statusCode).toBe(409);
      target.expect(errorBody(error)).toMatchObject({ type: 'mutationError' });
    },
  },
  {
    name: 'the edit action patches the draft',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-edit', 'Návrh');
      await client.action({
        actionType: 'sanity.action.document.edit',
        ...ids('act-edit'),
        patch: { set: { title: 'Návrh 2' } },
      });
      expect((await client.getDocument(ids('act-edit').draftId))?.title).toBe('Návrh 2');
    },
  },
  {
    name: 'the publish action makes the draft the published document',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-publish', 'Hotovo');
      await publish(client, 'act-publish');
      expect(await client.getDocument(idOf('act-publish'))).toMatchObject({ title: 'Hotovo' });
      expect(await client.getDocument(ids('act-publish').draftId)).toBeUndefined();
    },
  },
  {
    name: 'the unpublish action turns the published document back into a draft',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-unpublish', 'Zpět');
      await publish(client, 'act-unpublish');
      await client.action({ actionType: 'sanity.action.document.unpublish', ...ids('act-unpublish') });
      expect(await client.getDocument(idOf('act-unpublish'))).toBeUndefined();
      expect(await client.getDocument(ids('act-unpublish').draftId)).toMatchObject({ title: 'Zpět' });
    },
  },
  {
    name: 'the discard action deletes the draft',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-discard', 'Pryč');
      await client.action({
        actionType: 'sanity.action.document.discard',
        draftId: ids('act-discard').draftId,
      });
      expect(await client.getDocument(ids('act-discard').draftId)).toBeUndefined();
    },
  },
  {
    name: 'the delete action deletes the published document and its draft',
    run: async ({ client, expect }) => {
      await client.createOrReplace({ _id: idOf('act-delete'), _type: NOTE, title: 'again' });
      await client.createOrReplace({ _id: ids('act-delete').draftId, _type: NOTE, title: 'draft' });
      await client.action({
        actionType: 'sanity.action.document.delete',
        publishedId: idOf('act-delete'),
        includeDrafts: [ids('act-delete').draftId],
      });
      expect(await client.getDocuments([idOf('act-delete'), ids('act-delete').draftId])).toEqual([
        null,
        null,
      ]);
    },
  },
  {
    name: 'the replaceDraft action replaces the whole draft',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-replace', 'old');
      await client.action({
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: idOf('act-replace'),
        attributes: { _id: ids('act-replace').draftId, _type: NOTE, subtitle: 'new' },
      });
      const draft = await client.getDocument(ids('act-replace').draftId);
      expect(draft).toMatchObject({ subtitle: 'new' });
      expect(draft).not.toHaveProperty('title');
    },
  },
  {
    name: 'an action on a dry run writes nothing',
    run: async ({ client, expect }) => {
      await createDraft(client, 'act-dry', 'dry', { dryRun: true });
      expect(await client.getDocument(ids('act-dry').draftId)).toBeUndefined();
    },
  },
  {
    name: 'a publish of a changed draft (stale ifDraftRevisionId) is a 409 and publishes nothing',
    run: async (target) => {
      await createDraft(target.client, 'act-stale', 'stale');
      const error = await failureOf(
        target,
        target.client.action({
          actionType: 'sanity.action.document.publish',
          ...ids('act-stale'),
          ifDraftRevisionId: 'an-old-revision',
        }),
      );
      target.expect(error.statusCode).toBe(409);
      target.expect(await target.client.getDocument(idOf('act-stale'))).toBeUndefined();
    },
  },
  {
    name: 'actions given together commit in one transaction',
    run: async ({ client, expect }) => {
      const create = (name: string) => ({
        actionType: 'sanity.action.document.create' as const,
        publishedId: idOf(name),
        attributes: { _id: ids(name).draftId, _type: NOTE },
        ifExists: 'fail' as const,
      });
      const result = await client.action([create('act-one'), create('act-two')]);
      const revisions = await client.getDocuments([ids('act-one').draftId, ids('act-two').draftId]);
      expect(revisions.map((draft) => draft?._rev)).toEqual([result.transactionId, result.transactionId]);
    },
  },
];
