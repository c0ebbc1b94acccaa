import { isDeepStrictEqual } from 'node:util';
import {
  documentsInPerspective,
  draftId,
  isDraftId,
  publishedId,
  type SanityDocument,
  type SanityMutation,
  targetId,
} from '@tribe/local-dataset';
import { evaluateSync, parse } from 'groq-js';
import { LakeError } from './http';
import type { LakeMember, MemberScopeRules } from './options';
import type { QueryRunner } from './query';

const PUBLISH = 'sanity.action.document.publish';

/** The stored documents a scope is checked against: the whole local dataset, or those one request fetched. */
export interface DocumentSource {
  getDocument(id: string): SanityDocument | null;
  allDocuments(): Iterable<SanityDocument>;
}

/**
 * Document actions only editors take: members save drafts, an editor publishes them (a trusted
 * company's member publishes its job offers too).
 */
const EDITORS_ACTIONS: Record<string, string> = {
  'sanity.action.document.publish': 'publish',
  'sanity.action.document.unpublish': 'unpublish',
  'sanity.action.document.delete': 'delete',
};

const forbidden = (message: string, details = {}) => new LakeError(403, 'permissionDenied', message, details);

const publishedByEditors = (id: string) =>
  `Members save drafts only: ${id} is a published document, which an editor publishes.`;

const notTheirs = (id: string) =>
  `Members edit only their company's profile and its job offers: ${id} is not one of them.`;

/** A refused write, in the Content Lake's shape of a refused transaction. */
const refusedWrite = (mutations: SanityMutation[], id: string, description: string) =>
  new LakeError(403, 'mutationError', `The mutation(s) failed: ${description}`, {
    items: [
      {
        index: Math.max(
          0,
          mutations.findIndex((mutation) => targetId(mutation) === id),
        ),
        error: { type: 'insufficientPermissionsError', id, description },
      },
    ],
  });

/**
 * What one member of a company may read and write in the lake: their company's document, the
 * documents of the types their company owns (job offers referencing it), published and drafts,
 * and the shared documents (read only). They write drafts of their own documents only, never
 * change the fields editors decide, and never publish, unpublish or delete; but a trusted
 * company's members publish its documents of the types the rules name (its job offers).
 */
export class MemberScope {
  constructor(
    private readonly rules: MemberScopeRules,
    private readonly member: LakeMember,
  ) {}

  /** Whether the document is the member's company's own (theirs to edit as a draft). */
  owns(doc: SanityDocument): boolean {
    if (doc._type === this.rules.companyType) return publishedId(doc._id) === this.member.companyId;
    const field = this.rules.companyOwnedTypes[doc._type];
    const reference = field ? (doc[field] as { _ref?: unknown } | undefined) : undefined;
    return reference?._ref === this.member.companyId;
  }

  /** Whether the member publishes this document themselves: a trusted company's job offer. */
  publishes(doc: SanityDocument): boolean {
    return this.member.trustedCompany && this.rules.trustedPublishTypes.includes(doc._type) && this.owns(doc);
  }

  reads(doc: SanityDocument): boolean {
    return this.rules.sharedTypes.includes(doc._type) || this.owns(doc);
  }

  /**
   * `reads` as a GROQ filter, for a store that runs the query itself (Sanity's, behind the
   * member proxy): the shared types, the company's versions, the owned types referencing it.
   */
  readableFilter(): string {
    const { companyType, companyOwnedTypes, sharedTypes } = this.rules;
    const id = this.member.companyId;
    const literal = JSON.stringify;
    return [
      `_type in ${literal(sharedTypes)}`,
      `(_type == ${literal(companyType)} && _id in ${literal([id, draftId(id)])})`,
      ...Object.entries(companyOwnedTypes).map(
        ([type, field]) => `(_type == ${literal(type)} && ${field}._ref == ${literal(id)})`,
      ),
    ].join(' || ');
  }

  /** A 403 unless the member reads every stored version (published and draft) of these ids. */
  checkReadable(ids: string[], dataset: DocumentSource): void {
    for (const id of ids) {
      const doc = dataset.getDocument(id);
      if (doc && !this.reads(doc)) {
        throw forbidden(`Document ${id} is not your company's: members read only their company's documents.`);
      }
    }
  }

  /**
   * The ids whose history the member may read: those of documents they read now; a 403 for one
   * of another company. A document that exists in neither version has no history for a member
   * (the log still holds whoever's it was).
   */
  historyIds(ids: string[], dataset: DocumentSource): string[] {
    this.checkReadable(
      ids.flatMap((id) => [publishedId(id), draftId(id)]),
      dataset,
    );
    return ids.filter((id) => dataset.getDocument(publishedId(id)) || dataset.getDocument(draftId(id)));
  }

  /** The member's query: GROQ over only the documents they read, as if no others existed. */
  query(dataset: DocumentSource): QueryRunner {
    return async (query, params, perspective) => {
      const visible = [...dataset.allDocuments()].filter((doc) => this.reads(doc));
      const documents = documentsInPerspective(visible, perspective);
      const byId = new Map(documents.map((doc) => [doc._id, doc]));
      const result = evaluateSync(parse(query, { params }), {
        dataset: documents,
        params,
        dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
      });
      return result.get();
    };
  }

  /**
   * A 403 for an action only editors take, and for any action on another's document, before
   * the action is turned into mutations (so it never answers whether that document exists).
   */
  checkActions(
    actions: { actionType?: string; publishedId?: string; draftId?: string; versionId?: string }[],
    dataset: DocumentSource,
  ): void {
    for (const action of actions) {
      const verb = action.actionType ? EDITORS_ACTIONS[action.actionType] : undefined;
      if (verb && !(action.actionType === PUBLISH && this.publishesAction(action, dataset))) {
        throw forbidden(
          `Members cannot ${verb} documents (${action.publishedId ?? 'a document'}): save your changes as a draft and an editor will ${verb} it.`,
        );
      }
      for (const id of [action.publishedId, action.draftId, action.versionId]) {
        if (typeof id !== 'string') continue;
        for (const stored of [dataset.getDocument(publishedId(id)), dataset.getDocument(draftId(id))]) {
          if (stored && !this.owns(stored)) throw forbidden(notTheirs(id));
        }
      }
    }
  }

  /** A publish of a draft whose versions the member publishes themselves. */
  private publishesAction(
    action: { publishedId?: string; draftId?: string },
    dataset: DocumentSource,
  ): boolean {
    const id = action.publishedId ?? action.draftId;
    if (typeof id !== 'string') return false;
    const versions = [dataset.getDocument(draftId(id)), dataset.getDocument(publishedId(id))];
    return versions.some(Boolean) && versions.every((doc) => !doc || this.publishes(doc));
  }

  /**
   * Before a transaction is staged: every document it targets is a draft (a trusted company's
   * member may target a published one, whose new version `checkWrites` holds to the job offers
   * they publish), and neither that draft nor its published document is another's (so a patch of someone else's missing draft is a 403
   * like any other, not a "not found" that tells it apart).
   */
  checkTargets(mutations: SanityMutation[], dataset: DocumentSource): void {
    for (const mutation of mutations) this.checkTarget(targetId(mutation), dataset, mutations);
  }

  /**
   * Runs inside the transaction on what it would leave: the targets are checked again, a job
   * offer keeps referencing the member's company, and the fields editors decide stay as they were.
   */
  checkWrites(
    changes: ReadonlyMap<string, SanityDocument | null>,
    dataset: DocumentSource,
    mutations: SanityMutation[],
  ): void {
    for (const [id, next] of changes) {
      this.checkTarget(id, dataset, mutations);
      // A trusted company's member writes published job offers of their company only, and deletes none.
      if (!isDraftId(id) && (!next || !this.publishes(next))) {
        throw refusedWrite(mutations, id, publishedByEditors(id));
      }
      if (!next) continue;
      if (!this.owns(next)) throw refusedWrite(mutations, id, notTheirs(id));
      this.checkEditorOnlyFields(
        id,
        dataset.getDocument(id) ?? dataset.getDocument(publishedId(id)),
        next,
        mutations,
      );
    }
  }

  private checkTarget(id: string, dataset: DocumentSource, mutations: SanityMutation[]): void {
    if (!isDraftId(id) && !this.member.trustedCompany) {
      throw refusedWrite(mutations, id, publishedByEditors(id));
    }
    for (const stored of [dataset.getDocument(id), dataset.getDocument(publishedId(id))]) {
      if (stored && !this.owns(stored)) throw refusedWrite(mutations, id, notTheirs(id));
    }
  }

  private checkEditorOnlyFields(
    id: string,
    before: SanityDocument | null,
    after: SanityDocument,
    mutations: SanityMutation[],
  ): void {
    for (const field of this.rules.editorOnlyFields[after._type] ?? []) {
      if (!isDeepStrictEqual(before?.[field], after[field])) {
        throw refusedWrite(
          mutations,
          id,
          `The field "${field}" is changed only by the portal's editors; members cannot change it.`,
        );
      }
    }
  }
}
