import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '@/lib/seo/structured-data/article';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data/breadcrumb-list';
import { type JobPostingInput, jobPostingJsonLd } from '@/lib/seo/structured-data/job-posting';
import { organizationJsonLd } from '@/lib/seo/structured-data/organization';

/** Google's required properties per type (Search Central structured data reference). */
const REQUIRED = {
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization.name'],
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  Article: ['headline', 'datePublished'],
} as const;
const RECOMMENDED_JOB = ['validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply'];

const read = (data: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

function missing(data: object, paths: readonly string[]) {
  return paths.filter((path) => {
    const value = read(data, path);
    return value === undefined || value === null || value === '';
  });
}

const job: JobPostingInput = {
  id: 'job-13',
  title: 'Junior Marketing specialist',
  descriptionHtml: '<h3>What you will do</h3><p>Campaigns.</p>',
  url: 'https://tribe.example/en/company/koruna-pay/jobs/junior-marketing/job-13',
  datePosted: '2026-10-01T09:00:00.000Z',
  validThrough: '2031-01-01T09:00:00.000Z',
  city: 'Ostrava',
  workload: 'full-time',
  workingMode: 'onsite',
  employmentType: 'employment-contract',
  salaryFrom: 72000,
  salaryTo: 103000,
  currency: 'CZK',
  company: {
    name: 'Koruna Pay',
    url: 'https://tribe.example/en/company/koruna-pay',
    logoUrl: 'https://x/logo.png',
  },
  directApply: false,
};

describe('JobPosting', () => {
  it('has every required and recommended property, and a place', () => {
    const data = jobPostingJsonLd(job);
    expect(data['@type']).toBe('JobPosting');
    expect(missing(data, [...REQUIRED.JobPosting, ...RECOMMENDED_JOB])).toEqual([]);
    expect(read(data, 'jobLocation.address.addressLocality')).toBe('Ostrava');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('states a salary range in the offer currency per month', () => {
    expect(jobPostingJsonLd({ ...job, currency: 'EUR' }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 72000, maxValue: 103000, unitText: 'MONTH' },
    });
    expect(read(jobPostingJsonLd({ ...job, salaryTo: null }), 'baseSalary.value.value')).toBe(72000);
    expect(read(jobPostingJsonLd({ ...job, salaryFrom: null }), 'baseSalary.value.value')).toBe(103000);
  });

  it('leaves the salary out when the offer states none', () => {
    expect(jobPostingJsonLd({ ...job, salaryFrom: null, salaryTo: null })).not.toHaveProperty('baseSalary');
  });

  it('marks only full-remote offers as TELECOMMUTE, open to applicants in the Czech Republic', () => {
    const remote = jobPostingJsonLd({ ...job, workingMode: 'full-remote' });
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(read(remote, 'applicantLocationRequirements.name')).toBe('CZ');
    expect(jobPostingJsonLd({ ...job, workingMode: 'hybrid' })).not.toHaveProperty('jobLocationType');
  });

  it('maps workload and contract to Google employment types', () => {
    expect(jobPostingJsonLd(job).employmentType).toEqual(['FULL_TIME']);
    expect(jobPostingJsonLd({ ...job, workload: 'part-time' }).employmentType).toEqual(['PART_TIME']);
    expect(jobPostingJsonLd({ ...job, employmentType: 'freelance' }).employmentType).toEqual(['CONTRACTOR']);
    expect(jobPostingJsonLd({ ...job, employmentType: 'internship' }).employmentType).toEqual(['INTERN']);
  });
});

describe('Organization, BreadcrumbList and Article', () => {
  it('Organization names the company with its profile URL, logo and socials', () => {
    const data = organizationJsonLd({
      name: 'Koruna Pay',
      url: 'https://tribe.example/en/company/koruna-pay',
      logoUrl: 'https://x/logo.png',
      sameAs: ['https://example.com/koruna'],
      employeesCount: 120,
      locations: ['Praha', 'Brno'],
    });
    expect(missing(data, [...REQUIRED.Organization, 'logo', 'sameAs'])).toEqual([]);
    expect(read(data, 'address.addressLocality')).toBe('Praha');
  });

  it('BreadcrumbList numbers its steps from 1', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', url: 'https://tribe.example/en' },
      { name: 'Job offers', url: 'https://tribe.example/en/jobs' },
    ]);
    expect(missing(data, REQUIRED.BreadcrumbList)).toEqual([]);
    expect(data.itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });

  it('Article carries headline, dates, author and publisher', () => {
    const data = articleJsonLd({
      headline: 'How we hire',
      url: 'https://tribe.example/en/magazine/how-we-hire/article-1',
      datePublished: '2026-10-01T09:00:00.000Z',
      authorName: 'Klára Malá',
      publisher: {
        name: 'Tribe',
        url: 'https://tribe.example',
        logoUrl: 'https://tribe.example/favicon/icon.png',
      },
    });
    expect(missing(data, [...REQUIRED.Article, 'author.name', 'publisher.logo.url', 'dateModified'])).toEqual(
      [],
    );
  });
});

describe('JsonLd', () => {
  it('escapes < so content cannot close the script element', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { JsonLd } = await import('@/components/seo/json-ld');
    const html = renderToStaticMarkup(JsonLd({ data: { name: '</script><script>alert(1)</script>' } }));
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
