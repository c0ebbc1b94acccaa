import { lakeJson } from './http';
import type { DocumentSource, MemberScope } from './member-scope';

/**
 * `GET data/doc/{dataset}/{id,id,...}`: the documents as stored, and the ids that do not exist;
 * a member asking for another company's document gets 403.
 */
export function docEndpoint(ids: string, dataset: DocumentSource, scope: MemberScope | null): Response {
  const wanted = ids.split(',').filter(Boolean);
  scope?.checkReadable(wanted, dataset);
  const documents = wanted.map((id) => dataset.getDocument(id)).filter((doc) => doc !== null);
  const found = new Set(documents.map((doc) => doc._id));
  const omitted = wanted.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'existence' }));
  return lakeJson({ documents, omitted });
}
