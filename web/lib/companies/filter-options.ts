import { companyValueTags } from '@tribe/schemas/company-value-tags';
import type { CompanyFilterOptionsQueryResult } from '@/contracts/sanity.types';
import type { CompanyFilterOptions, IndustryOption } from './company-filters';
import { industrySlug, isCompanyValueTag } from './company-filters';

/**
 * The filter options from what the companies hold: cities and industries once each, in the
 * locale's alphabetical order; value tags in the vocabulary's order (companies without tags yet
 * simply offer none).
 */
export function companyFilterOptions(
  raw: CompanyFilterOptionsQueryResult,
  locale: string,
): CompanyFilterOptions {
  const collator = new Intl.Collator(locale);
  const industries = new Map<string, IndustryOption>();
  for (const industry of raw.industries) {
    if (!industry.key || !industry.label) continue;
    const slug = industrySlug(industry.key);
    if (slug && !industries.has(slug))
      industries.set(slug, { slug, key: industry.key, label: industry.label });
  }
  const values = new Set(raw.values.filter(isCompanyValueTag));
  return {
    cities: [...new Set(raw.cities)].sort(collator.compare),
    industries: [...industries.values()].sort((a, b) => collator.compare(a.label, b.label)),
    values: companyValueTags.map((tag) => tag.value).filter((tag) => values.has(tag)),
  };
}
