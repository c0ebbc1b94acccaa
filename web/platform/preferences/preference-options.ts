import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { liveAt } from '@/content/live-at';
import { offerTitlesQuery, skillsQuery } from '@/content/queries';
import type { PreferenceOptions } from '@/contracts/preferences';
import { suggestedRoles } from './roles';

/** What the preferences form offers: the skills of the taxonomy, and roles suggested by the live offers. */
export async function preferenceOptions(locale: Locale): Promise<PreferenceOptions> {
  const [skills, titles] = await Promise.all([
    fetchContent({ query: skillsQuery }),
    fetchContent({ query: offerTitlesQuery, params: { lang: locale, now: liveAt() } }),
  ]);
  return { skills, roles: suggestedRoles(titles, locale) };
}
