import { draftId, type SanityDocument, type TransactionRecord } from '@tribe/local-dataset';

interface VersionChange {
  before: SanityDocument | null;
  after: SanityDocument | null;
}

const changeOf = (record: TransactionRecord, id: string): VersionChange | null => {
  const effect = record.effects?.[id];
  return effect ? { before: effect.revert[1], after: effect.apply[1] } : null;
};

/**
 * The named event a transaction is in the history of a document and its draft, as the Content
 * Lake's document events API names them: publish, unpublish, a draft created or discarded, the
 * document deleted. An edit of an existing version is none of these: the Studio lists edits from
 * the transactions themselves.
 */
export function documentEvent(
  record: TransactionRecord,
  publishedId: string,
): Record<string, unknown> | null {
  const versionId = draftId(publishedId);
  const draft = changeOf(record, versionId);
  const published = changeOf(record, publishedId);
  const base = { documentId: publishedId, timestamp: record.timestamp, author: record.author };
  const draftCreated = Boolean(draft && !draft.before && draft.after);
  const draftRemoved = draft?.before && !draft.after ? draft.before : null;
  const publishedRemoved = Boolean(published?.before && !published.after);
  if (published?.after && draftRemoved) {
    return {
      type: 'publishDocumentVersion',
      ...base,
      revisionId: record.id,
      versionId,
      versionRevisionId: draftRemoved._rev,
      publishCause: 'document.publish',
    };
  }
  if (publishedRemoved && draftCreated) {
    return { type: 'unpublishDocument', ...base, versionId, versionRevisionId: record.id };
  }
  if (publishedRemoved) return { type: 'deleteDocumentGroup', ...base };
  if (draftRemoved) {
    return {
      type: 'deleteDocumentVersion',
      ...base,
      versionId,
      versionRevisionId: draftRemoved._rev,
    };
  }
  if (draftCreated) {
    return { type: 'createDocumentVersion', ...base, versionId, versionRevisionId: record.id };
  }
  return null;
}

/**
 * A document's named events, newest first, at most `limit` from the transaction after `cursor`;
 * the cursor of the next page is the last listed transaction's id ('' when there is no more).
 */
export function documentEvents(
  records: TransactionRecord[],
  publishedId: string,
  { limit, cursor }: { limit: number; cursor: string | null },
) {
  const named = records
    .map((record) => ({ record, event: documentEvent(record, publishedId) }))
    .filter(
      (entry): entry is { record: TransactionRecord; event: Record<string, unknown> } => entry.event !== null,
    )
    .reverse();
  const start = cursor ? named.findIndex(({ record }) => record.id === cursor) + 1 : 0;
  const page = named.slice(start, start + limit);
  const more = start + limit < named.length;
  return { events: page.map(({ event }) => event), nextCursor: more ? (page.at(-1)?.record.id ?? '') : '' };
}
