/**
 * The profile import's contract: POST /api/user/profile-import takes a CV or a LinkedIn profile as
 * a PDF (multipart, the `cv` file, the same size limit as an application's CV) and answers the
 * entries it proposes. Nothing is saved: each proposal is saved, when the user accepts it, through
 * the education or experience API, in the shape those take.
 */
import { z } from 'zod';
import type { EducationEntryInput, ExperienceEntryInput } from './profile';

/** The profile entries a CV's education and experience sections hold. */
export interface ProfileEntryProposals {
  education: EducationEntryInput[];
  experience: ExperienceEntryInput[];
}

/**
 * What the import proposes: the entries, and for the preferences the roles its experience titles
 * name (without their level) and the technologies of the skill taxonomy it names anywhere.
 */
export interface ProfileImportProposals extends ProfileEntryProposals {
  roles: string[];
  skills: { slug: string; name: string }[];
}

/** Pages past these are not read: a CV or a LinkedIn profile is a few pages long. */
export const PROFILE_IMPORT_MAX_PAGES = 12;

/** The `accept` attribute of the import's file input (the server decides by the bytes). */
export const PROFILE_IMPORT_ACCEPT = '.pdf,application/pdf';

/** The text fields of the multipart request besides the `cv` file: none. */
export const profileImportFieldsSchema = z.strictObject({});
