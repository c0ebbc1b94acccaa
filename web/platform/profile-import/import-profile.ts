import 'server-only';
import { readFile, rm } from 'node:fs/promises';
import { fetchContent } from '@/content/fetch';
import { skillsQuery } from '@/content/queries';
import { ApiError, fieldError } from '@/contracts/api-error';
import { type ProfileImportProposals, profileImportFieldsSchema } from '@/contracts/profile-import';
import { withParseSlot } from '@/server/file-parsing/parse-slots';
import { parseInput, rejectNulCharacters } from '@/server/http/validation';
import { incomingUploadsDir } from '../applications/incoming-uploads';
import { readMultipartForm } from '../applications/multipart';
import { checkUpload } from '../applications/stored-cv';
import { pdfLines } from './pdf-text';
import { proposeEntries } from './propose-entries';
import { proposedRoles, proposedSkills } from './propose-preferences';

/**
 * Proposes education and experience entries, and roles and skills for the preferences, from a CV
 * or a LinkedIn profile sent as a PDF
 * (multipart, the one `cv` file). The upload passes the same size and content checks as an
 * application's CV, must be a PDF, and is removed once read: nothing is stored. The file is read
 * in one of the server's parse slots (`withParseSlot`).
 */
export async function importProfile(userId: string, request: Request): Promise<ProfileImportProposals> {
  const { fields, file } = await readMultipartForm(request, incomingUploadsDir());
  try {
    rejectNulCharacters(fields);
    parseInput(profileImportFieldsSchema, fields);
    if (!file) throw fieldError('cv', 'required', 'cv: file not selected');
    const upload = file;
    const lines = await withParseSlot(userId, async () => {
      const { kind } = await checkUpload(upload);
      if (kind !== 'pdf') {
        throw new ApiError(
          400,
          'not_pdf',
          `cv is a ${kind.toUpperCase()} document; the import reads PDF files.`,
          'cv',
        );
      }
      return pdfLines(new Uint8Array(await readFile(upload.path)));
    });
    if (lines.length === 0) {
      throw new ApiError(
        422,
        'no_text',
        'cv has no text to read (a scanned page is a picture); please export the PDF from your editor or LinkedIn.',
        'cv',
      );
    }
    const entries = proposeEntries(lines);
    if (entries.education.length === 0 && entries.experience.length === 0) {
      throw new ApiError(
        422,
        'nothing_recognised',
        'cv has no education or experience section with dates that the import recognises.',
        'cv',
      );
    }
    const text = lines.map((line) => line.text).join('\n');
    return {
      ...entries,
      roles: proposedRoles(entries.experience),
      skills: proposedSkills(text, await fetchContent({ query: skillsQuery })),
    };
  } finally {
    if (file) await rm(file.path, { force: true });
  }
}
