import { createHash } from 'node:crypto';
import type { LocalDataset, SanityDocument } from '@tribe/local-dataset';
import { commitTransaction } from './commit';
import { LakeError, lakeJson } from './http';
import { imageMetadata } from './image-metadata';
import type { LakeAssetStore } from './options';
import { uploadType } from './upload-type';

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const uploadTooLarge = () => new LakeError(413, 'uploadError', 'The upload is larger than 20 MB.');

/** The whole body of an upload; a connection lost before its end is the editor's to retry. */
async function uploadedBytes(request: Request): Promise<Buffer> {
  try {
    return Buffer.from(await request.arrayBuffer());
  } catch {
    throw new LakeError(400, 'uploadError', 'The upload ended before it was complete. Please try again.');
  }
}

/** Where an upload goes: `assets/{kind}/{dataset}` of the project. */
export interface UploadTarget {
  kind: 'images' | 'files';
  projectId: string;
  dataset: string;
}

/**
 * `POST assets/images/{dataset}` and `assets/files/{dataset}`: the body is the file. It is kept in
 * the site's asset store under its content hash, and its asset document (the same shape as
 * Sanity's) is created once; its `url` is where the site serves it.
 */
export async function uploadEndpoint(
  request: Request,
  { kind, projectId, dataset: datasetName }: UploadTarget,
  dataset: LocalDataset,
  store: LakeAssetStore,
  author: string,
): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const body = await uploadedBytes(request);
  if (body.length === 0) throw new LakeError(400, 'uploadError', 'The upload is empty.');
  if (body.length > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const { extension, mimeType, image } = await uploadType(body, kind, request);
  const sha1 = createHash('sha1').update(body).digest('hex');
  const size = image ? `-${image.width}x${image.height}` : '';
  const fileName = `${sha1}${size}.${extension}`;
  const id = `${kind === 'images' ? 'image' : 'file'}-${sha1}${size}-${extension}`;
  const existing = dataset.getDocument(id);
  if (existing) return lakeJson({ document: existing });
  await store.save(fileName, body);
  const assetPath = `${kind}/${projectId}/${datasetName}/${fileName}`;
  const asset: SanityDocument = {
    _id: id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    extension,
    mimeType,
    originalFilename: new URL(request.url).searchParams.get('filename') ?? fileName,
    sha1hash: sha1,
    size: body.length,
    path: assetPath,
    url: store.url(assetPath),
    ...(image && { metadata: await imageMetadata(body, image) }),
  };
  await commitTransaction(dataset, [{ createIfNotExists: asset }], { author });
  return lakeJson({ document: dataset.getDocument(id) });
}
