/**
 * Writes the demo dataset: content/dataset.ndjson (documents and image asset documents, sorted
 * by _id) and the images as WebP files in content/assets/. Deterministic: a rerun writes the same bytes.
 * Run with `pnpm content:generate`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';
import { LOCAL_IMAGE_BASE } from '../../web/content/images/image-url';
import { generateDocuments } from './dataset';
import type { PendingImage } from './images';

const root = path.join(import.meta.dirname, '../..');
const contentDir = path.join(root, 'content');
const assetsDir = path.join(contentDir, 'assets');
const projectPath = 'images/tribelocal/production';

async function renderImage(image: PendingImage) {
  const bytes = await sharp(Buffer.from(image.svg)).webp({ quality: 68, effort: 6 }).toBuffer();
  const file = `${image.sha1}-${image.width}x${image.height}.webp`;
  await writeFile(path.join(assetsDir, file), bytes);
  return {
    _id: image.id,
    _type: 'sanity.imageAsset',
    _createdAt: DEMO_DATASET_WRITTEN_AT.toISOString(),
    _updatedAt: DEMO_DATASET_WRITTEN_AT.toISOString(),
    _rev: image.sha1.slice(0, 22),
    assetId: image.sha1,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: `${image.name}.webp`,
    sha1hash: image.sha1,
    size: bytes.length,
    path: `${projectPath}/${file}`,
    // The site's own image route serves it, on whichever address the site runs (the Studio too).
    url: `${LOCAL_IMAGE_BASE}/${projectPath}/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
    },
  };
}

const { documents, images } = generateDocuments({ drafts: true });
await rm(assetsDir, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
const assets = [];
for (const image of images.pending.values()) assets.push(await renderImage(image));
const all = [...documents, ...assets].sort((a, b) => a._id.localeCompare(b._id));
await writeFile(
  path.join(contentDir, 'dataset.ndjson'),
  `${all.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
);
console.log(`content/dataset.ndjson: ${documents.length} documents and ${assets.length} images`);
