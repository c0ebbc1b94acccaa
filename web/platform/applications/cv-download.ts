import 'server-only';
import { notFound } from '@/server/http/errors';
import { cvStorage } from './cv-storage';
import type { StoredCv } from './stored-cv';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;

/** A stored CV as a download, under the name it was sent with (typed by its checked kind). */
export async function cvDownload(file: StoredCv): Promise<Response> {
  const body = await cvStorage().read(file.key);
  if (!body) throw notFound('cv_not_found', 'The CV file is no longer stored.');
  const extension = `.${file.kind}`;
  const name = file.fileName.toLowerCase().endsWith(extension)
    ? file.fileName
    : `${file.fileName}${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[file.kind],
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Content-Length': String(file.bytes),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The CV file an application keeps. */
export const applicationCv = (application: {
  cvKey: string;
  cvKind: StoredCv['kind'];
  cvFileName: string;
  cvBytes: number;
}): StoredCv => ({
  key: application.cvKey,
  kind: application.cvKind,
  fileName: application.cvFileName,
  bytes: application.cvBytes,
});
