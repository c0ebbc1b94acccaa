/**
 * Writes the subsets of the site's fonts, their stylesheet and their fallbacks' into
 * web/app/fonts. Run with `pnpm fonts:generate`; the outputs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FALLBACK_STYLESHEET_FILE, fallbackStylesheet } from './fallbacks.ts';
import { FONTS_DIR, STYLESHEET_FILE, SUBSET_FONTS, stylesheet, subsetFile } from './subsets.ts';

await mkdir(FONTS_DIR, { recursive: true });
for (const font of SUBSET_FONTS) {
  const bytes = await subsetFile(font.source, font.text, font.drawnWeights);
  await writeFile(path.join(FONTS_DIR, font.file), bytes);
  console.log(`${font.file}: ${bytes.length} bytes`);
}
await writeFile(path.join(FONTS_DIR, STYLESHEET_FILE), stylesheet());
await writeFile(path.join(FONTS_DIR, FALLBACK_STYLESHEET_FILE), fallbackStylesheet());
