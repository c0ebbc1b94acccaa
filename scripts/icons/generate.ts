/**
 * Writes the site's icon sprite (web/public/icons.svg) from the drawings in
 * web/components/icons/sprite-symbols.tsx. Run with `pnpm icons:generate`; the output is committed.
 */
import { writeFile } from 'node:fs/promises';
import { SPRITE_FILE, spriteFile } from './sprite.ts';

await writeFile(SPRITE_FILE, spriteFile());
console.log(`Wrote ${SPRITE_FILE}`);
