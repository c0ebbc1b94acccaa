import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/** Writes documents one JSON line each, as a stream: 100,000 of them exceed V8's longest string. */
export async function writeNdjson(file: string, documents: Iterable<unknown>): Promise<void> {
  const out = createWriteStream(file);
  for (const document of documents) {
    if (!out.write(`${JSON.stringify(document)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
