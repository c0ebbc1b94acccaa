import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

export function parseNdjson(text: string, source: string): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`${source}:${number} is not valid JSON: ${(error as Error).message}`);
      }
    });
}

export async function readNdjsonFile(file: string): Promise<SanityDocument[]> {
  return parseNdjson(await readFile(file, 'utf8'), file);
}

/** Every document of the *.ndjson files in a folder, in file order. */
export async function readNdjsonDir(dir: string): Promise<SanityDocument[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.ndjson')).sort();
  const parts = await Promise.all(files.map((name) => readNdjsonFile(path.join(dir, name))));
  return parts.flat();
}
