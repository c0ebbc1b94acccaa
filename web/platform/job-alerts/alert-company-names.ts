import 'server-only';
import { fetchContent } from '@/content/fetch';
import { companyNamesBySlugQuery } from '@/content/queries';
import type { JobSearch } from '@/contracts/job-search';

/** The names of the companies the alerts' searches are limited to, by slug. */
export async function alertCompanyNames(filters: JobSearch[]): Promise<Map<string, string>> {
  const slugs = [...new Set(filters.flatMap((filter) => filter.company ?? []))];
  if (!slugs.length) return new Map();
  const companies = await fetchContent({ query: companyNamesBySlugQuery, params: { slugs } });
  return new Map(companies.flatMap((company) => (company.slug ? [[company.slug, company.name]] : [])));
}
