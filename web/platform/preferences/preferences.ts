import 'server-only';
import { eq } from 'drizzle-orm';
import { fetchContent } from '@/content/fetch';
import { listCities } from '@/content/jobs';
import { searchSynonymsQuery, skillsQuery } from '@/content/queries';
import { fieldError } from '@/contracts/api-error';
import { NO_PREFERENCES, type Preferences, sameText } from '@/contracts/preferences';
import { Synonyms } from '@/search/synonyms';
import { getDatabase } from '@/server/db';
import { type CandidatePreferences, candidatePreferences } from '@/server/db/schema';
import { skillSlug } from './skill-slugs';

const toPreferences = ({
  valueTags,
  userId: _owner,
  updatedAt: _updated,
  ...rest
}: CandidatePreferences) => ({
  values: valueTags,
  ...rest,
});

/** The user's preferences; a user who has saved none has none. */
export async function getPreferences(userId: string): Promise<Preferences> {
  const db = await getDatabase();
  const [row] = await db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId));
  return row ? toPreferences(row) : NO_PREFERENCES;
}

/** Cities as the offers name them: a city no offer names could never match, so it is refused. */
async function knownCities(cities: string[]): Promise<string[]> {
  const offered = (await listCities()).filter((city): city is string => !!city);
  return cities.map((city, index) => {
    const known = offered.find((place) => sameText(place, city));
    if (!known) throw fieldError(`cities.${index}`, 'invalid', `No job offer is in the city ${city}.`);
    return known;
  });
}

/**
 * Skills as the taxonomy's slugs, each once: a skill may be given by its slug, its technology's
 * name or a synonym the editors keep for it ('k8s'); one the taxonomy lacks is refused.
 */
async function taxonomySkills(skills: string[]): Promise<string[]> {
  if (!skills.length) return [];
  const [technologies, groups] = await Promise.all([
    fetchContent({ query: skillsQuery }),
    fetchContent({ query: searchSynonymsQuery }),
  ]);
  const synonyms = new Synonyms(groups);
  const slugs = skills.map((skill, index) => {
    const slug = skillSlug(skill, technologies, synonyms);
    if (!slug) throw fieldError(`skills.${index}`, 'invalid', `No technology is called ${skill}.`);
    return slug;
  });
  return [...new Set(slugs)];
}

/** Replaces the user's preferences with these, and answers them as kept. */
export async function savePreferences(userId: string, preferences: Preferences): Promise<Preferences> {
  const { values, ...rest } = preferences;
  const row = {
    ...rest,
    valueTags: values,
    skills: await taxonomySkills(preferences.skills),
    cities: await knownCities(preferences.cities),
  };
  const db = await getDatabase();
  await db
    .insert(candidatePreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: candidatePreferences.userId, set: { ...row, updatedAt: new Date() } });
  return getPreferences(userId);
}

/** The user's preferences for the data export, with when they last changed; null when none were saved. */
export async function preferencesForExport(userId: string) {
  const db = await getDatabase();
  const [row] = await db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId));
  return row ? { ...toPreferences(row), updatedAt: row.updatedAt } : null;
}
