import { type SanityDocument, type TransactionRecord, wholeDocumentEffect } from '@tribe/local-dataset';
import { describe, expect, it } from 'vitest';
import { documentEvent } from '../../packages/local-lake/document-events';

const version = (id: string, rev: string): SanityDocument => ({ _id: id, _type: 'company', _rev: rev });

/** A transaction that changed the published version and the draft as given ([before, after]). */
function transaction(
  id: string,
  changes: Record<string, [SanityDocument | null, SanityDocument | null]>,
): TransactionRecord {
  return {
    id,
    timestamp: '2026-11-24T10:00:00.000Z',
    author: 'local-editor',
    documentIds: Object.keys(changes),
    mutations: [],
    effects: Object.fromEntries(
      Object.entries(changes).map(([doc, [before, after]]) => [doc, wholeDocumentEffect(before, after)]),
    ),
  };
}

const published = version('company-1', 'p1');
const draft = version('drafts.company-1', 'd1');

describe('a transaction in a document’s history', () => {
  it('is a publish when the published version is written and the draft removed', () => {
    expect(
      documentEvent(
        transaction('t2', {
          'company-1': [published, version('company-1', 't2')],
          'drafts.company-1': [draft, null],
        }),
        'company-1',
      ),
    ).toMatchObject({
      type: 'publishDocumentVersion',
      revisionId: 't2',
      versionId: 'drafts.company-1',
      versionRevisionId: 'd1',
    });
  });

  it('is an unpublish when the published version goes and a draft takes its place', () => {
    expect(
      documentEvent(
        transaction('t3', { 'company-1': [published, null], 'drafts.company-1': [null, draft] }),
        'company-1',
      ),
    ).toMatchObject({ type: 'unpublishDocument', versionId: 'drafts.company-1', versionRevisionId: 't3' });
  });

  it('is a discarded draft, a created draft, or the whole document deleted', () => {
    expect(
      documentEvent(transaction('t4', { 'drafts.company-1': [draft, null] }), 'company-1'),
    ).toMatchObject({
      type: 'deleteDocumentVersion',
      versionRevisionId: 'd1',
    });
    expect(
      documentEvent(transaction('t5', { 'drafts.company-1': [null, draft] }), 'company-1'),
    ).toMatchObject({
      type: 'createDocumentVersion',
      versionRevisionId: 't5',
    });
    expect(
      documentEvent(
        transaction('t6', { 'company-1': [published, null], 'drafts.company-1': [draft, null] }),
        'company-1',
      ),
    ).toMatchObject({ type: 'deleteDocumentGroup', documentId: 'company-1' });
  });

  it('is no named event when it edits an existing version, or comes from a history line without effects', () => {
    expect(
      documentEvent(
        transaction('t7', { 'drafts.company-1': [draft, version('drafts.company-1', 't7')] }),
        'company-1',
      ),
    ).toBeNull();
    expect(
      documentEvent(
        { ...transaction('t8', {}), documentIds: ['company-1'], effects: undefined },
        'company-1',
      ),
    ).toBeNull();
  });
});
