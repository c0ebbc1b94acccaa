import 'server-only';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import { ApiError } from '@/contracts/api-error';
import { PROFILE_IMPORT_MAX_PAGES as MAX_PAGES } from '@/contracts/profile-import';
import { readingOrder, type TextLine } from './text-lines';

const unreadable = () =>
  new ApiError(400, 'invalid_file', 'cv could not be read as a PDF document; please export it again.', 'cv');

/**
 * The text lines of a PDF in reading order (PDF.js through unpdf, with no worker and no fonts
 * fetched). A PDF that will not open, or opens only with a password, is refused on `cv`.
 */
export async function pdfLines(bytes: Uint8Array): Promise<TextLine[]> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(bytes, { stopAtErrors: false });
  } catch {
    throw unreadable();
  }
  try {
    if (document.numPages > MAX_PAGES) {
      throw new ApiError(
        400,
        'too_many_pages',
        `cv has ${document.numPages} pages; the import reads CVs of at most ${MAX_PAGES} pages.`,
        'cv',
      );
    }
    const { items } = await extractTextItems(document).catch(() => {
      throw unreadable();
    });
    return readingOrder(
      items.map((page) =>
        page
          .filter((item) => item.dir !== 'ttb')
          .map(({ str, x, y, width, fontSize }) => ({ str, x, y, width, fontSize })),
      ),
    );
  } finally {
    await document.loadingTask.destroy();
  }
}
