import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentEnv } from '../env';

/** Uploaded assets live beside the local edits; the demo assets ship with the dataset. */
export const uploadedAssetsDir = () =>
  path.join(/*turbopackIgnore: true*/ contentEnv().localDataDir, 'assets');

/** The folder holding an asset file: the uploads first, then the demo assets. */
export function assetsDirFor(file: string): string {
  const demo = path.join(contentEnv().sourceDir, 'assets');
  const uploaded = uploadedAssetsDir();
  return existsSync(path.join(uploaded, path.basename(file))) ? uploaded : demo;
}
