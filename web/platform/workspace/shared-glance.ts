import 'server-only';
import { sql } from 'drizzle-orm';
import type { SharedExperience } from '@/contracts/applicant-thread';
import { sharedProfile } from '@/server/db/schema';

/**
 * The columns a list reads of a shared profile (joined on the application): the city and the
 * newest job only, not the whole profile.
 */
export const sharedAtAGlance = {
  city: sharedProfile.city,
  latestJob: sql<SharedExperience | null>`${sharedProfile.experience} -> 0`,
};

/** The job the candidate holds now, as "title, company"; null when their newest one has ended. */
export const currentRole = (latest: SharedExperience | null): string | null =>
  latest && !latest.to ? `${latest.title}, ${latest.company}` : null;
