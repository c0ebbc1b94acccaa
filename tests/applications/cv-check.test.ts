import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/contracts/api-error';
import { compoundFile, doc, embeddedDoc, oleHeaderOnly, xls } from './support/documents';

let folder: string;
let inspectCv: typeof import('@/platform/applications/cv-check').inspectCv;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'tribe-cv-check-'));
  ({ inspectCv } = await import('@/platform/applications/cv-check'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
/** What the check says of these bytes: the kind, or the refusal's status and code. */
async function verdict(bytes: Buffer): Promise<string> {
  const file = path.join(folder, `cv-${++files}`);
  await writeFile(file, bytes);
  try {
    return await inspectCv(file, bytes.length);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.field).toBe('cv');
    return `${error.status} ${error.code}`;
  }
}

describe('a DOC CV', () => {
  it('is a compound file with a WordDocument stream at its root', async () => {
    expect(await verdict(doc())).toBe('doc');
  });

  it('is refused when the compound file holds no Word document, or only an embedded one', async () => {
    expect(await verdict(xls())).toBe('400 invalid_file_type');
    expect(await verdict(embeddedDoc())).toBe('400 invalid_file_type');
    expect(await verdict(compoundFile({ worddocument: Buffer.alloc(64) }))).toBe('400 invalid_file_type');
    expect(await verdict(oleHeaderOnly())).toBe('400 invalid_file');
  });

  // The worker's own module, called in this thread: 300 worker starts would take minutes.
  it('damaged anywhere, is a DOC or a refusal, never anything else', async () => {
    const { run } = await import('@/server/file-parsing/worker/cv-kind.mjs');
    const original = doc();
    const damage = fc.array(
      fc.record({ at: fc.nat({ max: original.length - 1 }), byte: fc.integer({ min: 0, max: 255 }) }),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(damage, fc.nat({ max: original.length }), async (changes, cut) => {
        const bytes = Buffer.from(original.subarray(0, Math.max(cut, 8)));
        for (const { at, byte } of changes) if (at >= 8 && at < bytes.length) bytes[at] = byte;
        const file = path.join(folder, `cv-${++files}`);
        await writeFile(file, bytes);
        const { kind, refusal } = await run({ file, bytes: bytes.length });
        expect(refusal ?? kind).toMatch(/^(doc|unreadable|not_a_document|empty_file)$/);
      }),
      { numRuns: 300 },
    );
  });
});
