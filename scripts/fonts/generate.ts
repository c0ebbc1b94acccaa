/**
 * Writes the site's own font files into web/public/fonts (named by their content's hash), their
 * stylesheet and the list of files to preload into web/app/fonts. Run with `pnpm fonts:generate`;
 * the outputs are committed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GENERATED_DIR,
  hashedFileName,
  PATHS_MODULE_FILE,
  PUBLIC_FONTS_DIR,
  pathsModule,
  STYLESHEET_FILE,
  siteFontFaces,
  stylesheet,
  type WrittenFace,
} from './site-fonts.ts';

await mkdir(PUBLIC_FONTS_DIR, { recursive: true });
await mkdir(GENERATED_DIR, { recursive: true });
for (const stale of await readdir(PUBLIC_FONTS_DIR)) await rm(path.join(PUBLIC_FONTS_DIR, stale));
const written: WrittenFace[] = [];
for (const face of await siteFontFaces()) {
  const bytes = await face.bytes();
  const fileName = hashedFileName(face.name, bytes);
  await writeFile(path.join(PUBLIC_FONTS_DIR, fileName), bytes);
  written.push({ face, fileName });
  console.log(`${fileName}: ${bytes.length} bytes`);
}
await writeFile(path.join(GENERATED_DIR, STYLESHEET_FILE), stylesheet(written));
await writeFile(path.join(GENERATED_DIR, PATHS_MODULE_FILE), pathsModule(written));
