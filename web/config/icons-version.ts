import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const spriteFile = path.join(import.meta.dirname, '../public/icons.svg');

/** A short hash of the icon sprite: the pages address it under it (`ICONS_VERSION`). */
export function iconsVersion(): string {
  return createHash('sha256').update(readFileSync(spriteFile)).digest('hex').slice(0, 12);
}
