import type { CompanySearchDocumentsQueryResult } from '@/contracts/sanity.types';
import type { SearchableFields } from './text-index';

export type CompanySource = CompanySearchDocumentsQueryResult[number];

/** How much a match in each field of a company counts. */
export const COMPANY_FIELD_WEIGHTS = {
  name: 16,
  tech: 8,
  industries: 4,
  locations: 2,
  description: 1,
} as const;

export type CompanyField = keyof typeof COMPANY_FIELD_WEIGHTS;

export function companySearchableFields(company: CompanySource): SearchableFields<CompanyField> {
  return {
    id: company.id,
    name: company.name,
    tech: company.tech ?? [],
    industries: (company.industries ?? []).flatMap((industry) => [industry.cs ?? '', industry.en ?? '']),
    locations: company.locations ?? [],
    description: [company.description?.cs ?? '', company.description?.en ?? ''],
  };
}
