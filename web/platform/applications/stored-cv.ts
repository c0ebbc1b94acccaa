import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CvKind } from '@/contracts/applications';
import { notFound } from '@/server/http/errors';
import { inspectCv } from './cv-check';
import { cvStorage } from './cv-storage';
import { incomingUploadsDir } from './incoming-uploads';
import type { UploadedFile } from './multipart';

/** A CV file in the CV storage, as an application or a saved CV records it. */
export interface StoredCv {
  key: string;
  kind: CvKind;
  fileName: string;
  bytes: number;
}

/** An upload whose bytes passed the CV checks; it is still the request's temporary file. */
export type CheckedUpload = UploadedFile & { kind: CvKind };

/** Checks an uploaded CV by its bytes (type and zip bombs); refusals name the `cv` field. */
export async function checkUpload(file: UploadedFile): Promise<CheckedUpload> {
  return { ...file, kind: await inspectCv(file.path, file.bytes) };
}

/** Stores a checked upload under a new generated key; each call makes a copy of its own. */
export async function storeUpload(upload: CheckedUpload): Promise<StoredCv> {
  const key = `${randomUUID()}.${upload.kind}`;
  await cvStorage().save(key, upload.path);
  return { key, kind: upload.kind, fileName: upload.fileName, bytes: upload.bytes };
}

/** A copy of a stored CV under a new key, so each owner of a copy may remove theirs alone. */
export async function copyStoredCv(source: StoredCv): Promise<StoredCv> {
  const body = await cvStorage().read(source.key);
  if (!body) throw notFound('cv_not_found', 'The CV file is no longer stored.');
  const folder = incomingUploadsDir();
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temporary = path.join(folder, `copy-${randomUUID()}`);
  try {
    await pipeline(
      Readable.fromWeb(body as import('node:stream/web').ReadableStream),
      createWriteStream(temporary, { mode: 0o600 }),
    );
    return await storeUpload({ ...source, path: temporary });
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Removes stored CV files; a missing one is not an error. */
export async function removeStoredCvs(files: readonly Pick<StoredCv, 'key'>[]): Promise<void> {
  const storage = cvStorage();
  await Promise.all(files.map(({ key }) => storage.remove(key)));
}
