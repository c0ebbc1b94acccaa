import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sanityProject } from '@tribe/studio/sanity-project';
import { localDataset } from '../local-dataset';
import { assetsDirFor } from './asset-store';
import { requestedRange } from './byte-range';

/** An uploaded file's stored name: `{sha1}.{extension}`, as `POST assets/files` keeps it. */
const FILE_NAME = /^([0-9a-f]{40})\.([a-z0-9]{1,10})$/;

/**
 * Shown in the browser when opened; anything else (HTML, SVG, scripts, archives) is always a
 * download, since the site's own origin serves it and must never render an upload as a page.
 */
const INLINE_TYPES =
  /^(application\/pdf|text\/plain|image\/(png|jpeg|gif|webp|avif)|audio\/[\w.+-]+|video\/[\w.+-]+|text\/vtt)$/;

const notFound = (file: string) =>
  Response.json({ error: { code: 'not_found', message: `No file called ${file}.` } }, { status: 404 });

/** RFC 6266: an ASCII fallback name and the exact one, percent-encoded. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * An uploaded file as Sanity's file CDN serves it: its own type, shown inline when that is safe,
 * and downloaded under its original name with `?dl` (or under the name `?dl=` gives). A `Range`
 * request gets that part alone (206), which a video player needs to seek.
 */
export async function fileAssetResponse(request: Request, dataset: string, file: string): Promise<Response> {
  const [, sha1, extension] = FILE_NAME.exec(file) ?? [];
  const project = sanityProject();
  if (!sha1 || project.online || dataset !== project.dataset) return notFound(file);
  const asset = (await localDataset()).getDocument(`file-${sha1}-${extension}`);
  if (asset?._type !== 'sanity.fileAsset') return notFound(file);
  const body = await readFile(path.join(assetsDirFor(file), file)).catch(() => null);
  if (!body) return notFound(file);
  const mimeType = typeof asset.mimeType === 'string' ? asset.mimeType : 'application/octet-stream';
  const download = new URL(request.url).searchParams.get('dl');
  const filename = download || (typeof asset.originalFilename === 'string' ? asset.originalFilename : file);
  const headers = new Headers({
    'Content-Type': mimeType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
  });
  if (download !== null || !INLINE_TYPES.test(mimeType))
    headers.set('Content-Disposition', attachment(filename));
  const range = requestedRange(request.headers.get('range'), body.length);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${body.length}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
    return new Response(new Uint8Array(body.subarray(range.start, range.end + 1)), { status: 206, headers });
  }
  return new Response(new Uint8Array(body), { headers });
}
