import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { PROFILE_IMPORT_MAX_PAGES as MAX_PAGES } from '@/contracts/profile-import';
import { fileOverBudget, runParse } from '@/server/file-parsing/run-parse';
import type { PdfTextInput, PdfTextResult } from '@/server/file-parsing/worker/pdf-text-items.mjs';
import { readingOrder, type TextLine } from './text-lines';

/** A CV or a LinkedIn profile of a dozen pages holds a few tens of thousands of characters. */
export const MAX_TEXT_CHARACTERS = 200_000;

/**
 * The text lines of a PDF in reading order. PDF.js reads it in a worker thread within the parse
 * budget (`worker/pdf-text-items.mjs`). A PDF that will not open, or opens only with a password,
 * is refused on `cv`; so is one of more than MAX_PAGES pages or MAX_TEXT_CHARACTERS characters.
 */
export async function pdfLines(bytes: Uint8Array): Promise<TextLine[]> {
  const input: PdfTextInput = { bytes, maxPages: MAX_PAGES, maxTextChars: MAX_TEXT_CHARACTERS };
  const extraction = await runParse<PdfTextResult>('pdf-text', input);
  switch (extraction.refusal) {
    case undefined:
      return readingOrder(extraction.pages);
    case 'too_many_pages':
      throw new ApiError(
        400,
        'too_many_pages',
        `cv has ${extraction.pages} pages; the import reads CVs of at most ${MAX_PAGES} pages.`,
        'cv',
      );
    case 'over_budget':
      throw fileOverBudget();
    case 'unreadable':
      throw new ApiError(
        400,
        'invalid_file',
        'cv could not be read as a PDF document; please export it again.',
        'cv',
      );
  }
}
