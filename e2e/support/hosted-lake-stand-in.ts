import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';

const QUERY_PATH = /^\/v[^/]+\/data\/query\/([^/]+)$/;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A GROQ request as @sanity/client sends it: GET with `query` and `$name` parameters, or POST with JSON. */
async function queryOf(request: IncomingMessage, url: URL) {
  if (request.method === 'POST') {
    const body = JSON.parse(await readBody(request)) as { query: string; params?: Record<string, unknown> };
    return { query: body.query, params: body.params ?? {} };
  }
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  }
  return { query: url.searchParams.get('query') ?? '', params };
}

/**
 * The hosted Content Lake as the site reads it online, on a loopback port: Sanity's query
 * endpoint (published perspective) over a copy of the demo dataset that the test edits, as an
 * editor's publish would. Several site instances read the same content from it.
 */
export async function startHostedLakeStandIn(sourceDir: string, datasetName = 'production') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-hosted-lake-'));
  const dataset = await LocalDataset.open({ sourceDir, dataDir, sourceWrittenAt: DEMO_DATASET_WRITTEN_AT });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = QUERY_PATH.exec(url.pathname);
    if (!match || match[1] !== datasetName) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    queryOf(request, url)
      .then(async ({ query, params }) => {
        const started = performance.now();
        const result = await dataset.query(query, params, 'published');
        const ms = Math.round(performance.now() - started);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ query, result, ms }));
      })
      .catch((error: unknown) => {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { description: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataset,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
