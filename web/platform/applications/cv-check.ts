import 'server-only';
import { readFile } from 'node:fs/promises';
import { read as readCompoundFile } from 'cfb';
import { fileTypeFromFile } from 'file-type';
import yauzl from 'yauzl';
import { ApiError } from '@/contracts/api-error';
import type { CvKind } from '@/contracts/applications';

/** A DOCX or ODT is a zip: it is opened only within these bounds, so a zip bomb is refused. */
export const ZIP_LIMITS = { entries: 1_000, uncompressedBytes: 50 * 1024 * 1024 } as const;

const refused = (code: string, message: string) => new ApiError(400, code, message, 'cv');

const notADocument = () =>
  refused(
    'invalid_file_type',
    'cv must be a PDF, DOC, DOCX or ODT document (judged by its content, not its name).',
  );

const unreadable = (kind: string) =>
  refused(
    'invalid_file',
    `cv could not be read as a ${kind.toUpperCase()} document; please export it again.`,
  );

/**
 * Reads every entry of the zip, counting the bytes it really inflates to (declared sizes can lie),
 * and returns the entry names. Throws once the zip is larger than the limits allow.
 */
async function zipEntryNames(file: string, kind: string): Promise<Set<string>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw unreadable(kind);
  }
  const names = new Set<string>();
  let inflated = 0;
  const tooLarge = () =>
    refused(
      'file_too_complex',
      `cv unpacks to more than ${ZIP_LIMITS.uncompressedBytes / 1024 / 1024} MB or ${ZIP_LIMITS.entries} parts; please save a smaller document.`,
    );
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) throw tooLarge();
    for await (const entry of zip.eachEntry()) {
      names.add(entry.fileName);
      if (entry.fileName.endsWith('/')) continue;
      if (inflated + entry.uncompressedSize > ZIP_LIMITS.uncompressedBytes) throw tooLarge();
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length;
        if (inflated > ZIP_LIMITS.uncompressedBytes) {
          stream.destroy();
          throw tooLarge();
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable(kind);
  } finally {
    zip.close();
  }
  return names;
}

/** The directory entry type of a stream in a compound file (MS-CFB 2.6.1). */
const STREAM = 2;

/**
 * Whether an OLE compound file is a Word 97–2003 document: its root holds the `WordDocument`
 * stream (MS-DOC 2.1.1). Excel, PowerPoint, MSI and other compound files do not.
 */
async function isWordDocument(file: string): Promise<boolean> {
  let container: ReturnType<typeof readCompoundFile>;
  try {
    container = readCompoundFile(await readFile(file), { type: 'buffer' });
  } catch {
    throw unreadable('doc');
  }
  const wordDocument = `${container.FullPaths[0]}WordDocument`;
  return container.FileIndex.some(
    (entry, index) => entry.type === STREAM && container.FullPaths[index] === wordDocument,
  );
}

/**
 * Decides what the uploaded CV is from its bytes: PDF, DOC (an OLE compound file holding a Word
 * document stream), DOCX or ODT.
 * Zipped formats must open as a sane zip holding their main part. Anything else is refused.
 */
export async function inspectCv(file: string, bytes: number): Promise<CvKind> {
  if (bytes === 0) throw refused('empty_file', 'cv is an empty file; please choose your CV again.');
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'cfb':
      if (!(await isWordDocument(file))) throw notADocument();
      return 'doc';
    case 'docx': {
      const names = await zipEntryNames(file, 'docx');
      if (!names.has('word/document.xml')) throw unreadable('docx');
      return 'docx';
    }
    case 'odt': {
      const names = await zipEntryNames(file, 'odt');
      if (!names.has('content.xml') || !names.has('mimetype')) throw unreadable('odt');
      return 'odt';
    }
    default:
      throw notADocument();
  }
}
