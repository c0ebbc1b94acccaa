import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const messagesDir = path.join(import.meta.dirname, '../messages');
const nextIntlManifest = path.join(import.meta.dirname, '../node_modules/next-intl/package.json');

/**
 * A short hash of the message catalogues and of next-intl, which compiles them at build time: the
 * browser fetches a scope's messages under it (`MESSAGES_VERSION`), so an answer may be cached for
 * good and a change to any message, or to how they are compiled, is a new address.
 */
export function catalogueVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(messagesDir, file)));
  }
  hash.update(JSON.parse(readFileSync(nextIntlManifest, 'utf8')).version);
  return hash.digest('hex').slice(0, 12);
}
