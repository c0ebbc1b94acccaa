import { describe, expect, it } from 'vitest';
import {
  answerContentRereads,
  type ContentRead,
  contentReadsUnchanged,
  noteContentRead,
  recordContentReads,
} from '@/platform/server/page-cache/content-reads';

const QUERY = '*[_type == "company" && slug.current == $slug][0]{ name, description }';
const company = { name: 'Datová továrna', description: 'Data pro celé Česko.' };

/** The reads a render made, noting each query once however often it asks. */
async function readsOf(render: () => Promise<void>): Promise<ContentRead[]> {
  const reads = new Map<string, ContentRead>();
  let done: Promise<void> = Promise.resolve();
  recordContentReads(reads, () => {
    done = render();
  });
  await done;
  return [...reads.values()];
}

describe('content reads of a page render', () => {
  it('are noted while a render is recorded, each query and parameters once, and nowhere else', async () => {
    answerContentRereads(async () => company);
    noteContentRead(QUERY, { slug: 'datova-tovarna' }, company);
    const reads = await readsOf(async () => {
      await Promise.resolve();
      noteContentRead(QUERY, { slug: 'datova-tovarna' }, company);
      noteContentRead(QUERY, { slug: 'datova-tovarna' }, company);
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteContentRead(QUERY, { slug: 'knihomol' }, null);
    });
    expect(reads.map((read) => read.params)).toEqual([{ slug: 'datova-tovarna' }, { slug: 'knihomol' }]);
  });

  it('are unchanged exactly when every query answers the same now', async () => {
    const reads = await readsOf(async () => {
      noteContentRead(QUERY, { slug: 'datova-tovarna' }, company);
      noteContentRead(QUERY, { slug: 'knihomol' }, null);
    });
    let now: Record<string, unknown> = { 'datova-tovarna': { ...company }, knihomol: null };
    answerContentRereads(async (_query, params) => now[String(params.slug)]);
    expect(await contentReadsUnchanged(reads)).toBe(true);

    now = { ...now, 'datova-tovarna': { ...company, description: 'Data pro celou Evropu.' } };
    expect(await contentReadsUnchanged(reads)).toBe(false);
    now = { 'datova-tovarna': company, knihomol: { name: 'Knihomol' } };
    expect(await contentReadsUnchanged(reads)).toBe(false);
  });

  it('cannot vouch for a page whose reads are unknown or were none', async () => {
    answerContentRereads(async () => company);
    expect(await contentReadsUnchanged(undefined)).toBe(false);
    expect(await contentReadsUnchanged([])).toBe(false);
  });
});
