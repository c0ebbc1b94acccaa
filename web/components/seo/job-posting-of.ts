import { toPlainText } from '@portabletext/react';
import type { Locale } from '@tribe/routes';
import { localizedPath } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import type { JobOffer } from '@/components/job-detail/job-offer';
import { publicEnv } from '@/config/public-env';
import { urlForImage } from '@/content/images/image-url';
import { jobPostingJsonLd } from '@/lib/seo/structured-data/job-posting';

/** The offer's sections as simple HTML: a heading and a paragraph each. */
function descriptionHtml(job: JobOffer): string {
  return (job.sections ?? [])
    .map((section) => {
      const heading = section.heading ? `<h3>${escapeHtml(section.heading)}</h3>` : '';
      const text = section.body ? `<p>${escapeHtml(toPlainText(section.body))}</p>` : '';
      return heading + text;
    })
    .join('');
}

/** JobPosting structured data for a live offer, with absolute URLs. */
export function jobPostingOf(job: JobOffer, locale: Locale, directApply: boolean) {
  const site = publicEnv.siteUrl;
  return jobPostingJsonLd({
    id: job.id,
    title: job.title ?? '',
    descriptionHtml: descriptionHtml(job),
    url: `${site}${localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
      company_slug: job.companySlug,
      slug: job.slug ?? job.id,
      id: job.id,
    })}`,
    datePosted: job.publishedAt,
    validThrough: job.validThrough,
    city: job.city,
    workload: job.workload,
    workingMode: job.workingMode,
    employmentType: job.employmentType,
    salaryFrom: job.salaryFrom,
    salaryTo: job.salaryTo,
    currency: job.currency,
    company: {
      name: job.company.name,
      url: `${site}${localizedPath('/company/[company_slug]', locale, { company_slug: job.companySlug })}`,
      logoUrl: job.company.logo?.asset ? absolute(urlForImage(job.company.logo).width(400).url()) : null,
    },
    directApply,
  });
}

const absolute = (url: string) => (url.startsWith('/') ? `${publicEnv.siteUrl}${url}` : url);
