import { describe, expect, it } from 'vitest';
import { ApiError } from '@/contracts/api-error';
import { MAX_PARSES, withParseSlot } from '@/server/file-parsing/parse-slots';

/** A parse that runs until `finish` is called. */
function heldParse() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('read');
  });
  return { parse: () => done, finish };
}

/** The refusal's status, code, field and Retry-After, or what the parse gave. */
async function outcome(run: Promise<string>) {
  try {
    return await run;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return `${error.status} ${error.code} ${error.field} ${error.headers?.['Retry-After']}`;
  }
}

describe('the file parse slots', () => {
  it('read one file per user at a time and MAX_PARSES in all, and free the slot when done', async () => {
    expect(MAX_PARSES).toBe(2);
    const first = heldParse();
    const second = heldParse();
    const running = [withParseSlot('ada', first.parse), withParseSlot('ben', second.parse)];
    expect(await outcome(withParseSlot('ada', async () => 'read'))).toBe('429 parse_in_progress cv 5');
    expect(await outcome(withParseSlot('cyd', async () => 'read'))).toBe('503 parsers_busy cv 5');
    first.finish();
    second.finish();
    expect(await Promise.all(running)).toEqual(['read', 'read']);
    expect(await outcome(withParseSlot('ada', async () => 'read'))).toBe('read');
  });

  it('free the slot when the parse fails', async () => {
    await expect(withParseSlot('dan', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await outcome(withParseSlot('dan', async () => 'read'))).toBe('read');
  });
});
