/**
 * What an uploaded CV is, judged by its bytes: `{ kind }` (pdf, doc, docx, odt) or `{ refusal }`
 * (`empty_file`, `not_a_document`, `unreadable` with the kind tried, `too_complex`).
 */
import { readFile } from 'node:fs/promises';
import cfb from 'cfb';
import { fileTypeFromFile } from 'file-type';
import yauzl from 'yauzl';

/** Why the CV is refused; `unreadable` names the kind its bytes claimed to be. */
class Refusal extends Error {
  constructor(refusal, kind) {
    super(refusal);
    this.refusal = refusal;
    this.kind = kind;
  }
}

/**
 * Reads every entry of the zip, counting the bytes it really inflates to (declared sizes can lie),
 * and returns the entry names. Refuses once the zip is larger than the limits allow.
 */
async function zipEntryNames(file, kind, limits) {
  let zip;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw new Refusal('unreadable', kind);
  }
  const names = new Set();
  let inflated = 0;
  try {
    if (zip.entryCount > limits.entries) throw new Refusal('too_complex');
    for await (const entry of zip.eachEntry()) {
      names.add(entry.fileName);
      if (entry.fileName.endsWith('/')) continue;
      if (inflated + entry.uncompressedSize > limits.uncompressedBytes) throw new Refusal('too_complex');
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflated += chunk.length;
        if (inflated > limits.uncompressedBytes) {
          stream.destroy();
          throw new Refusal('too_complex');
        }
      }
    }
  } catch (error) {
    throw error instanceof Refusal ? error : new Refusal('unreadable', kind);
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
async function isWordDocument(file) {
  let container;
  try {
    container = cfb.read(await readFile(file), { type: 'buffer' });
  } catch {
    throw new Refusal('unreadable', 'doc');
  }
  const wordDocument = `${container.FullPaths[0]}WordDocument`;
  return container.FileIndex.some(
    (entry, index) => entry.type === STREAM && container.FullPaths[index] === wordDocument,
  );
}

async function kindOf({ file, bytes, zipLimits }) {
  if (bytes === 0) throw new Refusal('empty_file');
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'cfb':
      if (!(await isWordDocument(file))) throw new Refusal('not_a_document');
      return 'doc';
    case 'docx':
      if (!(await zipEntryNames(file, 'docx', zipLimits)).has('word/document.xml'))
        throw new Refusal('unreadable', 'docx');
      return 'docx';
    case 'odt': {
      const names = await zipEntryNames(file, 'odt', zipLimits);
      if (!names.has('content.xml') || !names.has('mimetype')) throw new Refusal('unreadable', 'odt');
      return 'odt';
    }
    default:
      throw new Refusal('not_a_document');
  }
}

export async function run(input) {
  try {
    return { kind: await kindOf(input) };
  } catch (error) {
    if (error instanceof Refusal) return { refusal: error.refusal, kind: error.kind };
    throw error;
  }
}
