/**
 * The profile import's contract: POST /api/user/profile-import takes a CV or a LinkedIn profile as
 * a PDF (multipart, the `cv` file, the same size limit as an application's CV) and answers the
 * entries it proposes. Nothing is saved: each proposal is saved, when the user accepts it, through
 * the education or experience API, in the shape those take.
 */
import { z } from 'zod';
import type { EducationEntryInput, ExperienceEntryInput } from './profile';

export interface ProfileImportProposals {
  education: EducationEntryInput[];
  experience: ExperienceEntryInput[];
}

/** Pages past these are not read: a CV or a LinkedIn profile is a few pages long. */
export const PROFILE_IMPORT_MAX_PAGES = 12;

/** The `accept` attribute of the import's file input (the server decides by the bytes). */
export const PROFILE_IMPORT_ACCEPT = '.pdf,application/pdf';

/** The text fields of the multipart request besides the `cv` file: none. */
export const profileImportFieldsSchema = z.strictObject({});
