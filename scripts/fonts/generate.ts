/**
 * Writes the subsets of the site's fonts and their stylesheet into web/app/fonts. Run with
 * `pnpm fonts:generate`; the outputs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FONTS_DIR, STYLESHEET_FILE, SUBSET_FONTS, stylesheet, subsetFile } from './subsets.ts';

await mkdir(FONTS_DIR, { recursive: true });
for (const font of SUBSET_FONTS) {
  const bytes = await subsetFile(font.source, font.text, font.drawnWeights);
  await writeFile(path.join(FONTS_DIR, font.file), bytes);
  console.log(`${font.file}: ${bytes.length} bytes`);
}
await writeFile(path.join(FONTS_DIR, STYLESHEET_FILE), stylesheet());
