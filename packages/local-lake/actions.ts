import type { LocalDataset, SanityDocument, SanityMutation } from '@tribe/local-dataset';
import { commitTransaction } from './commit';
import { LakeError, lakeJson, readJsonBody, requestFlag } from './http';
import type { DocumentSource, MemberScope } from './member-scope';

export interface DocumentAction {
  actionType?: string;
  draftId?: string;
  publishedId?: string;
  attributes?: Record<string, unknown>;
  patch?: Record<string, unknown>;
  ifExists?: 'fail' | 'ignore';
  ifDraftRevisionId?: string;
  ifPublishedRevisionId?: string;
  includeDrafts?: string[];
  versionId?: string;
}

const draftOf = (publishedId: string) => `drafts.${publishedId}`;

function required(action: DocumentAction, field: 'draftId' | 'publishedId', index: number): string {
  const value = action[field];
  if (typeof value !== 'string' || !value) {
    throw new LakeError(400, 'actionError', `actions[${index}] (${action.actionType}) needs "${field}".`);
  }
  return value;
}

function existing(dataset: DocumentSource, id: string, what: string): SanityDocument {
  const doc = dataset.getDocument(id);
  if (!doc) throw new LakeError(409, 'documentNotFound', `${what} ${id} does not exist.`);
  return doc;
}

function checkRevision(doc: SanityDocument | null, expected: string | undefined) {
  if (expected && doc?._rev !== expected) {
    throw new LakeError(
      409,
      'conflict',
      `Document ${doc?._id} changed meanwhile (revision ${doc?._rev}, expected ${expected}).`,
    );
  }
}

const stripSystem = ({ _rev, _updatedAt, _originalId, ...rest }: SanityDocument) => rest;

/**
 * One Studio action as Sanity mutations: edit patches the draft (made from the published document
 * when there is none yet); publish makes the draft the published document and removes the draft;
 * unpublish turns the published document back into a draft; discard removes the draft; delete
 * removes both; create (also duplicate) makes a new draft.
 */
export function actionMutations(
  action: DocumentAction,
  index: number,
  dataset: DocumentSource,
): SanityMutation[] {
  switch (action.actionType) {
    case 'sanity.action.document.edit': {
      const draftId = required(action, 'draftId', index);
      const publishedId = required(action, 'publishedId', index);
      const base = dataset.getDocument(draftId)
        ? []
        : [
            {
              createIfNotExists: { ...stripSystem(existing(dataset, publishedId, 'Document')), _id: draftId },
            },
          ];
      return [...base, { patch: { ...action.patch, id: draftId } }];
    }
    case 'sanity.action.document.publish': {
      const draftId = required(action, 'draftId', index);
      const publishedId = required(action, 'publishedId', index);
      const draft = existing(dataset, draftId, 'Draft');
      checkRevision(draft, action.ifDraftRevisionId);
      checkRevision(dataset.getDocument(publishedId), action.ifPublishedRevisionId);
      return [{ createOrReplace: { ...stripSystem(draft), _id: publishedId } }, { delete: { id: draftId } }];
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = required(action, 'publishedId', index);
      const draftId = action.draftId ?? draftOf(publishedId);
      const published = existing(dataset, publishedId, 'Published document');
      return [
        { createIfNotExists: { ...stripSystem(published), _id: draftId } },
        { delete: { id: publishedId } },
      ];
    }
    case 'sanity.action.document.discard': {
      const draftId = required(action, 'draftId', index);
      existing(dataset, draftId, 'Draft');
      return [{ delete: { id: draftId } }];
    }
    case 'sanity.action.document.version.discard': {
      const versionId = action.versionId;
      if (!versionId?.startsWith('drafts.')) {
        throw new LakeError(
          400,
          'actionError',
          `actions[${index}] can discard only a draft (versionId drafts.…).`,
        );
      }
      existing(dataset, versionId, 'Draft');
      return [{ delete: { id: versionId } }];
    }
    case 'sanity.action.document.delete': {
      const publishedId = required(action, 'publishedId', index);
      const drafts = action.includeDrafts ?? [draftOf(publishedId)];
      return [publishedId, ...drafts]
        .filter((id) => dataset.getDocument(id))
        .map((id) => ({ delete: { id } }));
    }
    case 'sanity.action.document.create':
    case 'sanity.action.document.replaceDraft': {
      const publishedId = required(action, 'publishedId', index);
      const draftId = action.draftId ?? draftOf(publishedId);
      const attributes = { ...action.attributes, _id: draftId } as SanityDocument;
      if (!attributes._type)
        throw new LakeError(400, 'actionError', `actions[${index}] needs attributes._type.`);
      if (action.actionType === 'sanity.action.document.replaceDraft')
        return [{ createOrReplace: attributes }];
      if (dataset.getDocument(draftId) && action.ifExists === 'ignore') return [];
      return [{ create: attributes }];
    }
    default:
      throw new LakeError(
        400,
        'actionError',
        `actions[${index}]: ${action.actionType ?? 'an action without actionType'} is not supported by the local Content Lake (releases and versions need a Sanity project).`,
      );
  }
}

/** The actions of a `data/actions` body; a 400 unless there is at least one. */
export function requestedActions(body: { actions?: unknown }): DocumentAction[] {
  if (!Array.isArray(body.actions) || body.actions.length === 0) {
    throw new LakeError(400, 'actionError', 'The body needs a non-empty "actions" array.');
  }
  return body.actions as DocumentAction[];
}

/** Every document id an action names. */
export const actionIds = (action: DocumentAction): string[] =>
  [action.publishedId, action.draftId, action.versionId, ...(action.includeDrafts ?? [])].filter(
    (id): id is string => typeof id === 'string',
  );

/**
 * `POST data/actions/{dataset}`: every action of the request in one transaction; a member may
 * not publish, unpublish or delete.
 */
export async function actionsEndpoint(
  request: Request,
  dataset: LocalDataset,
  author: string,
  scope: MemberScope | null,
): Promise<Response> {
  const body = await readJsonBody<{ actions?: unknown; transactionId?: string } & Record<string, unknown>>(
    request,
  );
  const actions = requestedActions(body);
  scope?.checkActions(actions, dataset);
  const mutations = actions.flatMap((action, index) => actionMutations(action, index, dataset));
  if (mutations.length === 0) return lakeJson({ transactionId: body.transactionId ?? null });
  const { transactionId } = await commitTransaction(dataset, mutations, {
    transactionId: body.transactionId,
    author,
    dryRun: requestFlag(request, body, 'dryRun'),
    scope,
  });
  return lakeJson({ transactionId });
}
