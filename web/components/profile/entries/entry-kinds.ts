import { ENTRY_LIMITS, educationEntrySchema, experienceEntrySchema } from '@/contracts/profile';
import type { EntryKind } from '@/hooks/use-profile-entries';

type EntryFieldLabel =
  | `education_field_${'organization' | 'degree' | 'title'}`
  | `experience_field_${'title' | 'company' | 'location'}`;

/** A text field of an entry form; 'from', 'to' and 'description' are common to both kinds. */
export interface EntryTextField {
  name: string;
  /** Its label in the Profile messages. */
  label: EntryFieldLabel;
  required?: boolean;
  limit: number;
  /** Values offered while typing (still free text). */
  suggestions?: readonly string[];
}

export interface EntryKindConfig {
  schema: typeof educationEntrySchema | typeof experienceEntrySchema;
  textFields: readonly EntryTextField[];
  /** The fields the card shows as its title and its subtitle. */
  headline: (entry: Record<string, unknown>) => { title: string; subtitle: string };
}

const DEGREES = ['Bc.', 'Mgr.', 'Ing.', 'PhD.', 'Dr.', 'Prof.'] as const;

const joined = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part).join(' · ');

export const entryKinds: Record<EntryKind, EntryKindConfig> = {
  education: {
    schema: educationEntrySchema,
    textFields: [
      {
        name: 'organization',
        label: 'education_field_organization',
        required: true,
        limit: ENTRY_LIMITS.organization,
      },
      { name: 'degree', label: 'education_field_degree', limit: ENTRY_LIMITS.degree, suggestions: DEGREES },
      { name: 'title', label: 'education_field_title', limit: ENTRY_LIMITS.title },
    ],
    headline: (entry) => ({
      title: String(entry.organization ?? ''),
      subtitle: joined(entry.degree, entry.title),
    }),
  },
  experience: {
    schema: experienceEntrySchema,
    textFields: [
      { name: 'title', label: 'experience_field_title', required: true, limit: ENTRY_LIMITS.title },
      { name: 'company', label: 'experience_field_company', required: true, limit: ENTRY_LIMITS.company },
      { name: 'location', label: 'experience_field_location', limit: ENTRY_LIMITS.location },
    ],
    headline: (entry) => ({
      title: String(entry.title ?? ''),
      subtitle: joined(entry.company, entry.location),
    }),
  },
};
