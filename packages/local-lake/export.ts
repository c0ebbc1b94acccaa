import type { LocalDataset } from '@tribe/local-dataset';

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/**
 * An asset document whose `url` is a path on the site (as the demo dataset's are) with the site's
 * origin before it: the exporter downloads each asset from its `url`, as from Sanity's CDN.
 */
function withAbsoluteUrl(doc: Record<string, unknown>, siteOrigin: string) {
  const { url } = doc;
  if (!ASSET_TYPES.has(String(doc._type)) || typeof url !== 'string' || !url.startsWith('/')) return doc;
  return { ...doc, url: `${siteOrigin}${url}` };
}

/**
 * `GET data/export/{dataset}`: every document, drafts and assets included, one JSON document a
 * line (what `sanity dataset export` reads), streamed so a large dataset is never one string.
 */
export async function exportEndpoint(dataset: LocalDataset, siteOrigin: string): Promise<Response> {
  const documents = (await dataset.query('*', {}, 'raw')) as Record<string, unknown>[];
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const batch = documents.slice(next, next + 100);
      next += batch.length;
      if (batch.length === 0) return controller.close();
      const lines = batch.map((doc) => `${JSON.stringify(withAbsoluteUrl(doc, siteOrigin))}\n`);
      controller.enqueue(encoder.encode(lines.join('')));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
}
