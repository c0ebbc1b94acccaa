import type { LocalDataset } from '@tribe/local-dataset';
import { lakeJson } from './http';

/** `GET data/doc/{dataset}/{id,id,...}`: the documents as stored, and the ids that do not exist. */
export function docEndpoint(ids: string, dataset: LocalDataset): Response {
  const wanted = ids.split(',').filter(Boolean);
  const documents = wanted.map((id) => dataset.getDocument(id)).filter((doc) => doc !== null);
  const found = new Set(documents.map((doc) => doc._id));
  const omitted = wanted.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'existence' }));
  return lakeJson({ documents, omitted });
}
