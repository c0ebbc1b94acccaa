import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import type { ReviewedType } from '@/contracts/document-review';
import { draftIdOf, queryStoredDocuments, type StoredDocument } from './content-writes';

/** A company's document as stored: its published version and its draft, either possibly missing. */
export interface DocumentVersions {
  id: string;
  type: ReviewedType;
  published: StoredDocument | null;
  draft: StoredDocument | null;
}

const VERSIONS_QUERY = `*[_type in ["company", "jobOffer"] && (
  _id in [$id, "drafts." + $id] ||
  ($companyId != null && (_id in [$companyId, "drafts." + $companyId] || company._ref == $companyId))
)]`;

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');

/** Whose a stored version is: a company is its own, a job offer its company's. */
const ownerOf = (doc: StoredDocument): string | null =>
  doc._type === 'company'
    ? publishedIdOf(doc._id)
    : ((doc.company as { _ref?: string } | undefined)?._ref ?? null);

function groupVersions(docs: StoredDocument[]): DocumentVersions[] {
  const byId = new Map<string, DocumentVersions>();
  for (const doc of docs) {
    const id = publishedIdOf(doc._id);
    const entry = byId.get(id) ?? { id, type: doc._type as ReviewedType, published: null, draft: null };
    if (doc._id === draftIdOf(id)) entry.draft = doc;
    else entry.published = doc;
    byId.set(id, entry);
  }
  return [...byId.values()];
}

/**
 * Whether both versions of a document are the company's: a draft moved to another company, or a
 * published offer of another, makes it nobody's to submit.
 */
export const belongsTo = (versions: DocumentVersions, companyId: string) =>
  [versions.published, versions.draft].every((doc) => !doc || ownerOf(doc) === companyId);

/** A company's profile and job offers, drafts included, read past every cache. */
export async function companyDocumentVersions(companyId: string): Promise<DocumentVersions[]> {
  const docs = await queryStoredDocuments<StoredDocument[]>(VERSIONS_QUERY, { id: companyId, companyId });
  return groupVersions(docs).filter((versions) => belongsTo(versions, companyId));
}

/** One company's document or job offer with both its versions, or null when it is neither. */
export async function documentVersions(id: string): Promise<DocumentVersions | null> {
  const docs = await queryStoredDocuments<StoredDocument[]>(VERSIONS_QUERY, { id, companyId: null });
  return groupVersions(docs)[0] ?? null;
}

const SYSTEM_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_originalId']);

/** The top-level fields a draft changes against the published document (every field of a new one). */
export function changedFields({ published, draft }: DocumentVersions): string[] {
  if (!draft) return [];
  const names = new Set([...Object.keys(draft), ...Object.keys(published ?? {})]);
  return [...names]
    .filter((name) => !SYSTEM_FIELDS.has(name) && !isDeepStrictEqual(draft[name], published?.[name]))
    .sort();
}

/** A document's name in a language: the company's name, or the job offer's title. */
export function documentTitle({ published, draft }: DocumentVersions, locale: 'cs' | 'en'): string {
  const doc = (draft ?? published) as StoredDocument;
  if (typeof doc.name === 'string') return doc.name;
  const title = doc.title as Partial<Record<'cs' | 'en', string>> | string | undefined;
  if (typeof title === 'string') return title;
  return title?.[locale] || title?.cs || title?.en || doc._id;
}
