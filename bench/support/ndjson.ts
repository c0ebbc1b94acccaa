import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

/** The local store reads each file whole into one string: a large dataset goes into several files. */
const DOCUMENTS_PER_FILE = 10_000;

/** Writes documents one JSON line each, as a stream. */
async function writeFile(file: string, documents: readonly unknown[]): Promise<void> {
  const out = createWriteStream(file);
  for (const document of documents) {
    if (!out.write(`${JSON.stringify(document)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Writes a dataset into `dir` as NDJSON files of at most 10,000 documents each (100,000 documents
 * in one string exceed V8's longest string, when written and when the store reads them back).
 */
export async function writeNdjson(dir: string, documents: readonly unknown[]): Promise<void> {
  for (let first = 0; first < documents.length; first += DOCUMENTS_PER_FILE) {
    const part = String(first / DOCUMENTS_PER_FILE).padStart(3, '0');
    await writeFile(
      path.join(dir, `dataset-${part}.ndjson`),
      documents.slice(first, first + DOCUMENTS_PER_FILE),
    );
  }
}
