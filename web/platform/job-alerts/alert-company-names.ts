import 'server-only';
import { fetchContent } from '@/content/fetch';
import { companyNamesBySlugQuery } from '@/content/queries';
import type { JobAlertFilters } from '@/contracts/job-alerts';

/** The names of the companies the alerts' searches are limited to, by slug. */
export async function alertCompanyNames(filters: JobAlertFilters[]): Promise<Map<string, string>> {
  const slugs = [...new Set(filters.flatMap((filter) => filter.company ?? []))];
  if (!slugs.length) return new Map();
  const companies = await fetchContent({ query: companyNamesBySlugQuery, params: { slugs } });
  return new Map(companies.flatMap((company) => (company.slug ? [[company.slug, company.name]] : [])));
}
