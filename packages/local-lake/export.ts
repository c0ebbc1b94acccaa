import type { LocalDataset } from '@tribe/local-dataset';

/**
 * `GET data/export/{dataset}`: every document, drafts and assets included, one JSON document a
 * line (what `sanity dataset export` reads), streamed so a large dataset is never one string.
 */
export async function exportEndpoint(dataset: LocalDataset): Promise<Response> {
  const documents = (await dataset.query('*', {}, 'raw')) as unknown[];
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const batch = documents.slice(next, next + 100);
      next += batch.length;
      if (batch.length === 0) return controller.close();
      controller.enqueue(encoder.encode(batch.map((doc) => `${JSON.stringify(doc)}\n`).join('')));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
}
