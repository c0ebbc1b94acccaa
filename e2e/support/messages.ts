import { readFileSync } from 'node:fs';
import path from 'node:path';

type Messages = typeof import('../../web/messages/en.json');

const read = (locale: 'cs' | 'en'): Messages =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `../../web/messages/${locale}.json`), 'utf8'));

/** The site's message catalogue, to find texts as the visitor sees them. */
export const messages = { cs: read('cs'), en: read('en') } as const;
