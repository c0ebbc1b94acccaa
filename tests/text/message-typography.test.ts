import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@tribe/routes';
import { describe, expect, it } from 'vitest';
import { typeset } from '@/lib/text/typography';
import { messageEntries } from './support/message-words';

const catalogue = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../web/messages/${locale}.json`), 'utf8'),
  ) as object;

describe.each(['cs', 'en'] as const)('the %s messages', (locale) => {
  it('are typeset for their language (Czech no-break spaces after one-letter words, the language’s quotes)', () => {
    const untypeset = messageEntries(catalogue(locale))
      .filter(([, message]) => typeset(message, locale) !== message)
      .map(([key, message]) => `${key}: ${message}`);
    expect(untypeset).toEqual([]);
  });
});

it('no Czech message lets a one-letter preposition or conjunction end a line', () => {
  const breakable = messageEntries(catalogue('cs')).filter(([, message]) =>
    /(^|[\s(„])[ksvzouai] /i.test(message),
  );
  expect(breakable).toEqual([]);
});
