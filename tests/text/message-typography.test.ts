import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@tribe/routes';
import { describe, expect, it } from 'vitest';
import { typeset } from '@/lib/text/typography';
import { messageEntries } from './support/message-words';
import { IN_THE_OTHER_LANGUAGE } from './support/other-language';

const catalogue = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../web/messages/${locale}.json`), 'utf8'),
  ) as object;

// Messages written in the other language on purpose (the English tagline on Czech pages) are set
// as that language sets them.
describe.each(['cs', 'en'] as const)('the %s messages', (locale) => {
  it('are typeset for their language (Czech no-break spaces after one-letter words, the language’s quotes)', () => {
    const untypeset = messageEntries(catalogue(locale))
      .filter(([key]) => !IN_THE_OTHER_LANGUAGE[locale].includes(key))
      .filter(([, message]) => typeset(message, locale) !== message)
      .map(([key, message]) => `${key}: ${message}`);
    expect(untypeset).toEqual([]);
  });
});

it('keeps the English pitch of the Czech pages as English sets it', () => {
  const pitch = messageEntries(catalogue('cs')).find(([key]) => key === 'Metadata.pitch')?.[1];
  expect(pitch).toBe('Employer Branding with a human face');
});

it('no Czech message lets a one-letter preposition or conjunction end a line', () => {
  const breakable = messageEntries(catalogue('cs')).filter(
    ([key, message]) => !IN_THE_OTHER_LANGUAGE.cs.includes(key) && /(^|[\s(„])[ksvzouai] /i.test(message),
  );
  expect(breakable).toEqual([]);
});
