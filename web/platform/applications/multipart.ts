import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ApiError, fieldError } from '@/contracts/api-error';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { cleanFileName } from './cv-file-name';

export interface UploadedFile {
  /** A temporary file; the caller removes it. */
  path: string;
  bytes: number;
  fileName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const FILE_FIELD = 'cv';
/** Text fields are small; this bounds what is buffered before the schema judges the lengths. */
const FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 12;
const megabytes = APPLICATION_LIMITS.cvBytes / 1024 / 1024;

export const cvTooLarge = () =>
  new ApiError(413, 'file_too_large', `cv must be at most ${megabytes} MB.`, 'cv');

/** Names that would reach Object.prototype if used as keys: refused, never silently dropped. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const reservedName = (name: string) =>
  fieldError(name, 'invalid_field_name', `${name} is not a field name this form accepts.`);

/**
 * Streams a multipart/form-data request: text fields into memory, the one `cv` file to a
 * temporary file under `tmpDir`, cut off past the size limit (413 naming `cv`). On any error the
 * temporary file is removed before the error is thrown.
 */
export async function readMultipartForm(request: Request, tmpDir: string): Promise<MultipartForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the application as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > APPLICATION_LIMITS.cvBytes + MAX_FIELDS * FIELD_BYTES) throw cvTooLarge();
  if (!request.body) throw new ApiError(400, 'invalid_body', 'The request has no body.');

  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let problem: ApiError | null = null;
  const writes: Promise<void>[] = [];
  // The file parts being written: when the body breaks off, busboy never ends them, so they are ended here.
  const parts: Readable[] = [];
  // Past the size limit the answer goes at once: the source is taken from the parser (busboy
  // itself is never destroyed mid-part, which would make it throw outside any promise) and the
  // rest of the body is read and dropped. Closing the connection instead would reset it while the
  // client still sends, and most clients then lose the 413; the server's request timeout bounds
  // how long the rest may take.
  let cutOff = () => {};

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8 (busboy's default is latin1).
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        // busboy reports the limit once a file reaches it: one byte more, so a file of exactly
        // the limit is taken and one byte over is refused.
        fileSize: APPLICATION_LIMITS.cvBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
  } catch {
    throw new ApiError(400, 'invalid_body', 'The multipart body could not be read (boundary missing).');
  }

  parser.on('field', (name, value, info) => {
    if (RESERVED_NAMES.has(name)) {
      problem ??= reservedName(name);
      return;
    }
    if (info.valueTruncated) problem ??= fieldError(name, 'too_long', `${name} is too long.`);
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (RESERVED_NAMES.has(name)) {
      problem ??= reservedName(name);
      stream.resume();
      return;
    }
    if (name !== FILE_FIELD) {
      problem ??= fieldError(name, 'unknown_field', `Unknown field: ${name}`);
      stream.resume();
      return;
    }
    const upload: UploadedFile = {
      path: path.join(tmpDir, `upload-${randomUUID()}`),
      bytes: 0,
      fileName: cleanFileName(info.filename),
    };
    file = upload;
    stream.on('data', (chunk: Buffer) => {
      upload.bytes += chunk.length;
    });
    stream.on('limit', () => {
      problem ??= cvTooLarge();
      // Destroyed with an error: when busboy has already ended the part (the body's last bytes
      // came in the same chunk), a plain destroy leaves the pipeline waiting for an 'end' forever.
      stream.destroy(problem);
      cutOff();
    });
    parts.push(stream);
    writes.push(pipeline(stream, createWriteStream(upload.path, { mode: 0o600 })));
  });
  parser.on('filesLimit', () => {
    problem ??= fieldError(FILE_FIELD, 'invalid', 'Send one CV file only.');
  });
  parser.on('fieldsLimit', () => {
    problem ??= new ApiError(400, 'invalid_body', 'The form has too many fields.');
  });
  parser.on('partsLimit', () => {
    problem ??= new ApiError(400, 'invalid_body', 'The form has too many parts.');
  });

  const removeUpload = async () => {
    const uploaded = file as UploadedFile | null;
    if (uploaded) await rm(uploaded.path, { force: true });
  };
  try {
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    const parsed = new Promise<void>((resolve, reject) => {
      parser.on('close', resolve);
      parser.on('error', reject);
      source.on('error', reject);
      cutOff = () => {
        source.unpipe(parser);
        source.resume();
        resolve();
      };
    });
    source.pipe(parser);
    await parsed;
    await Promise.all(writes);
  } catch {
    for (const part of parts) part.destroy();
    await Promise.allSettled(writes);
    await removeUpload();
    throw problem ?? new ApiError(400, 'invalid_body', 'The multipart body could not be read.');
  }
  if (problem) {
    await removeUpload();
    throw problem;
  }
  return { fields, file };
}
