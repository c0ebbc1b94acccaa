import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LakeError } from './http';

const IMAGE_TYPES = new Set(['png', 'jpg', 'webp', 'gif']);
/** An extension taken from the editor's file name, when the bytes have no signature (text). */
const NAMED_EXTENSION = /\.([a-z0-9]{1,10})$/i;
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/i;

/** What reading every pixel of an image told. */
export interface DecodedImage {
  width: number;
  height: number;
  hasAlpha: boolean;
  isOpaque: boolean;
  dominant: { r: number; g: number; b: number };
}

export interface UploadType {
  extension: string;
  mimeType: string;
  image: DecodedImage | null;
}

const undecodable = () =>
  new LakeError(415, 'uploadError', 'The image could not be decoded; it may be damaged or incomplete.');

/**
 * An image that decodes whole, with its size and colours. Its header alone can be sound while
 * the pixels are not (a truncated PNG), and the image route would fail on it later, so every
 * pixel is read here.
 */
async function decodedImage(body: Buffer): Promise<DecodedImage> {
  try {
    const { width, height, hasAlpha = false } = await sharp(body).metadata();
    const { isOpaque, dominant } = await sharp(body).stats();
    if (width && height) return { width, height, hasAlpha, isOpaque, dominant };
  } catch {
    // Refused below, as any image that does not decode.
  }
  throw undecodable();
}

/**
 * What an upload is, judged by its bytes. An image must be PNG, JPEG, WebP or GIF and decode
 * (415 otherwise). A file without a signature (plain text, CSV, JSON) keeps the type and the
 * extension the editor's upload named, as the Content Lake keeps them.
 */
export async function uploadType(
  body: Buffer,
  kind: 'images' | 'files',
  request: Request,
): Promise<UploadType> {
  const detected = await fileTypeFromBuffer(body);
  if (kind === 'images') {
    const extension = detected?.ext === 'jpeg' ? 'jpg' : detected?.ext;
    if (!detected || !extension || !IMAGE_TYPES.has(extension)) {
      throw new LakeError(415, 'uploadError', 'An image must be PNG, JPEG, WebP or GIF.');
    }
    return { extension, mimeType: detected.mime, image: await decodedImage(body) };
  }
  if (detected) return { extension: detected.ext, mimeType: detected.mime, image: null };
  const name = new URL(request.url).searchParams.get('filename') ?? '';
  const declared = request.headers.get('content-type')?.split(';')[0].trim() ?? '';
  return {
    extension: NAMED_EXTENSION.exec(name)?.[1].toLowerCase() ?? 'bin',
    mimeType: MEDIA_TYPE.test(declared) ? declared.toLowerCase() : 'application/octet-stream',
    image: null,
  };
}
