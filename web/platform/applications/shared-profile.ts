import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { SharedEducation, SharedExperience, SharedProfile } from '@/contracts/applicant-thread';
import type { Database } from '@/server/db';
import { type JobApplication, type SharedProfileRow, sharedProfile, userProfile } from '@/server/db/schema';
import { htmlToText } from '@/server/mail/html-to-text';
import { educationEntries, experienceEntries } from '../profile/entries';

export type ProfileSnapshot = typeof sharedProfile.$inferInsert;

/**
 * The candidate's profile as it is now, to be shared with a company: city, phone, web address,
 * experience and education (newest first, descriptions as plain text), and all of it as one text
 * the company's search reads.
 */
export async function profileSnapshot(
  db: Database,
  userId: string,
): Promise<Omit<ProfileSnapshot, 'applicationId'>> {
  const [[profile], experienceRows, educationRows] = await Promise.all([
    db
      .select({ city: userProfile.city, phone: userProfile.phone, webUrl: userProfile.webUrl })
      .from(userProfile)
      .where(eq(userProfile.userId, userId)),
    experienceEntries.list(userId),
    educationEntries.list(userId),
  ]);
  const experience: SharedExperience[] = experienceRows.map(({ id: _id, description, ...entry }) => ({
    ...entry,
    description: htmlToText(description),
  }));
  const education: SharedEducation[] = educationRows.map(({ id: _id, description, ...entry }) => ({
    ...entry,
    description: htmlToText(description),
  }));
  const words = [
    profile?.city,
    profile?.webUrl,
    ...experience.flatMap((entry) => [entry.title, entry.company, entry.location, entry.description]),
    ...education.flatMap((entry) => [entry.degree, entry.organization, entry.title, entry.description]),
  ];
  return {
    city: profile?.city ?? null,
    phone: profile?.phone ?? null,
    webUrl: profile?.webUrl ?? null,
    experience,
    education,
    searchText: words.filter(Boolean).join(' '),
  };
}

/** Stores what the candidate shares with the application's company (in the application's transaction). */
export async function shareProfile(tx: Pick<Database, 'insert'>, snapshot: ProfileSnapshot): Promise<void> {
  await tx.insert(sharedProfile).values(snapshot);
}

/** The applications (of those given) whose profile is shared. */
export async function sharedApplicationIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sharedProfile.applicationId })
    .from(sharedProfile)
    .where(inArray(sharedProfile.applicationId, ids));
  return new Set(rows.map((row) => row.id));
}

const presented = (row: SharedProfileRow): SharedProfile => ({
  city: row.city,
  phone: row.phone,
  webUrl: row.webUrl,
  experience: row.experience,
  education: row.education,
  sharedAt: row.sharedAt.toISOString(),
});

/** What the candidate shared with the company about this application, or null. */
export async function sharedProfileOf(db: Database, applicationId: string): Promise<SharedProfile | null> {
  const [row] = await db.select().from(sharedProfile).where(eq(sharedProfile.applicationId, applicationId));
  return row ? presented(row) : null;
}

/** Stops sharing: the company no longer sees anything of the profile. */
export async function stopSharingProfile(db: Database, application: JobApplication): Promise<void> {
  await db.delete(sharedProfile).where(eq(sharedProfile.applicationId, application.id));
}

/** The profiles shared with companies, by application, for the data export (as the companies see them). */
export async function sharedProfilesForExport(db: Database, applicationIds: string[]) {
  const rows = applicationIds.length
    ? await db.select().from(sharedProfile).where(inArray(sharedProfile.applicationId, applicationIds))
    : [];
  return new Map(rows.map((row) => [row.applicationId, presented(row)]));
}
