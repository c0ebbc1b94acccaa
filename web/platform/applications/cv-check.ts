import 'server-only';
import { ApiError } from '@/contracts/api-error';
import type { CvKind } from '@/contracts/applications';
import { runParse } from '@/server/file-parsing/run-parse';
import type { CvKindResult } from '@/server/file-parsing/worker/cv-kind.mjs';

/** A DOCX or ODT is a zip: it is opened only within these bounds, so a zip bomb is refused. */
export const ZIP_LIMITS = { entries: 1_000, uncompressedBytes: 50 * 1024 * 1024 } as const;

const refused = (code: string, message: string) => new ApiError(400, code, message, 'cv');

function refusal(verdict: Exclude<CvKindResult, { refusal?: undefined }>): ApiError {
  switch (verdict.refusal) {
    case 'empty_file':
      return refused('empty_file', 'cv is an empty file; please choose your CV again.');
    case 'unreadable':
      return refused(
        'invalid_file',
        `cv could not be read as a ${verdict.kind?.toUpperCase()} document; please export it again.`,
      );
    case 'too_complex':
      return refused(
        'file_too_complex',
        `cv unpacks to more than ${ZIP_LIMITS.uncompressedBytes / 1024 / 1024} MB or ${ZIP_LIMITS.entries} parts; please save a smaller document.`,
      );
    case 'not_a_document':
      return refused(
        'invalid_file_type',
        'cv must be a PDF, DOC, DOCX or ODT document (judged by its content, not its name).',
      );
  }
}

/**
 * Decides what the uploaded CV is from its bytes: PDF, DOC (an OLE compound file holding a Word
 * document stream), DOCX or ODT. Zipped formats must open as a sane zip holding their main part.
 * Anything else is refused. The file is read in a worker thread within the parse budget
 * (`worker/cv-kind.mjs`).
 */
export async function inspectCv(file: string, bytes: number): Promise<CvKind> {
  const verdict = await runParse<CvKindResult>('cv-kind', { file, bytes, zipLimits: ZIP_LIMITS });
  if (verdict.refusal) throw refusal(verdict);
  return verdict.kind;
}
