import type { EmploymentType, WorkingMode, Workload } from '@tribe/schemas/job-enums';

export interface JobPostingInput {
  id: string;
  title: string;
  /** HTML: the offer's sections. */
  descriptionHtml: string;
  url: string;
  datePosted: string;
  validThrough?: string | null;
  city: string;
  workload: Workload;
  workingMode: WorkingMode;
  employmentType: EmploymentType;
  salaryFrom?: number | null;
  salaryTo?: number | null;
  currency?: string | null;
  company: { name: string; url: string; logoUrl?: string | null };
  /** Whether the page itself takes the application (Google's directApply). */
  directApply: boolean;
}

/** Google's employmentType values for the offer's workload and contract. */
function employmentTypes(input: JobPostingInput): string[] {
  if (input.employmentType === 'internship') return ['INTERN'];
  if (input.employmentType === 'freelance') return ['CONTRACTOR'];
  return [input.workload === 'part-time' ? 'PART_TIME' : 'FULL_TIME'];
}

function baseSalary({ salaryFrom, salaryTo, currency }: JobPostingInput) {
  const min = typeof salaryFrom === 'number' ? salaryFrom : null;
  const max = typeof salaryTo === 'number' ? salaryTo : null;
  if (min === null && max === null) return null;
  return {
    '@type': 'MonetaryAmount',
    currency: currency || 'CZK',
    value: {
      '@type': 'QuantitativeValue',
      ...(min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max }),
      unitText: 'MONTH',
    },
  };
}

/**
 * schema.org JobPosting for a live job detail (Google for Jobs). A full-remote offer is a
 * TELECOMMUTE posting open to applicants in the Czech Republic; every offer keeps its city.
 */
export function jobPostingJsonLd(input: JobPostingInput) {
  const salary = baseSalary(input);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: input.company.name, value: input.id },
    url: input.url,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    employmentType: employmentTypes(input),
    hiringOrganization: {
      '@type': 'Organization',
      name: input.company.name,
      sameAs: input.company.url,
      ...(input.company.logoUrl ? { logo: input.company.logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: input.city, addressCountry: 'CZ' },
    },
    ...(input.workingMode === 'full-remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'CZ' },
        }
      : {}),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: input.directApply,
  };
}
