/**
 * Writes the demo dataset: content/dataset.ndjson (documents and asset documents, sorted by _id),
 * the images as WebP files and the clips (VP8 WebM, encoded by the ffmpeg binary that
 * @ffmpeg-installer ships) with their WebVTT captions in content/assets/. Deterministic: a rerun
 * writes the same bytes.
 * Run with `pnpm content:generate`.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';
import { LOCAL_IMAGE_BASE } from '../../web/content/images/image-url';
import { generateDocuments } from './dataset';
import { CLIP, clipWindow, type PendingFile } from './files';
import type { PendingImage } from './images';

const root = path.join(import.meta.dirname, '../..');
const contentDir = path.join(root, 'content');
const assetsDir = path.join(contentDir, 'assets');
const projectPath = 'images/tribelocal/production';
const filesPath = 'files/tribelocal/production';

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

/** The pan: the scene rendered so the window is the clip's size, cropped along the path per frame. */
async function encodeClip(sceneSvg: string): Promise<Buffer> {
  const scale = CLIP.width / clipWindow(0).w;
  const work = await mkdtemp(path.join(tmpdir(), 'clip-'));
  try {
    const scene = path.join(work, 'scene.png');
    await sharp(Buffer.from(sceneSvg), { density: 72 * scale })
      .resize(Math.round(CLIP.sceneWidth * scale), Math.round(CLIP.sceneHeight * scale))
      .png()
      .toFile(scene);
    const start = clipWindow(0);
    const end = clipWindow(1);
    const along = (from: number, to: number) => `${from * scale}+${(to - from) * scale}*t/${CLIP.seconds}`;
    const out = path.join(work, 'clip.webm');
    // One thread and bit-exact flags keep the encoder's output the same on every run.
    await promisify(execFile)(ffmpeg.path, [
      ...['-y', '-loglevel', 'error', '-loop', '1', '-framerate', `${CLIP.fps}`, '-i', scene],
      ...[
        '-vf',
        `crop=${CLIP.width}:${CLIP.height}:'${along(start.x, end.x)}':'${along(start.y, end.y)}',format=yuv420p`,
      ],
      ...['-t', `${CLIP.seconds}`, '-c:v', 'libvpx', '-b:v', '300k', '-crf', '12', '-threads', '1', '-an'],
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', out],
    ]);
    return await readFile(out);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeFileAsset(file: PendingFile) {
  const bytes = file.extension === 'webm' ? await encodeClip(file.sceneSvg) : Buffer.from(file.text);
  const name = `${file.sha1}.${file.extension}`;
  await writeFile(path.join(assetsDir, name), bytes);
  return {
    _id: file.id,
    _type: 'sanity.fileAsset',
    _createdAt: '2026-11-20T09:00:00Z',
    _updatedAt: '2026-11-20T09:00:00Z',
    _rev: file.sha1.slice(0, 22),
    assetId: file.sha1,
    extension: file.extension,
    mimeType: file.mimeType,
    originalFilename: `${file.name}.${file.extension}`,
    sha1hash: file.sha1,
    size: bytes.length,
    path: `${filesPath}/${name}`,
    url: `${LOCAL_IMAGE_BASE}/${filesPath}/${name}`,
  };
}

const { documents, images, files } = generateDocuments({ drafts: true });
await rm(assetsDir, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
const assets = [];
for (const image of images.pending.values()) assets.push(await renderImage(image));
for (const file of files.pending.values()) assets.push(await writeFileAsset(file));
const all = [...documents, ...assets].sort((a, b) => a._id.localeCompare(b._id));
await writeFile(
  path.join(contentDir, 'dataset.ndjson'),
  `${all.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
);
console.log(
  `content/dataset.ndjson: ${documents.length} documents, ${images.pending.size} images and ${files.pending.size} files`,
);
