import { type Locale, localizedPath } from '@tribe/routes';
import { publicEnv } from '@/config/public-env';
import { urlForImage } from '@/content/images/image-url';
import type { CompanyBySlugQueryResult } from '@/contracts/sanity.types';
import { organizationJsonLd } from '@/lib/seo/structured-data/organization';

const absolute = (url: string) => (url.startsWith('/') ? `${publicEnv.siteUrl}${url}` : url);

/** Organization structured data of a company profile, with absolute URLs. */
export function organizationOf(company: NonNullable<CompanyBySlugQueryResult>, locale: Locale) {
  return organizationJsonLd({
    name: company.name,
    url: `${publicEnv.siteUrl}${localizedPath('/company/[company_slug]', locale, { company_slug: company.slug })}`,
    logoUrl: company.logo?.asset ? absolute(urlForImage(company.logo).width(400).url()) : null,
    sameAs: (company.socials ?? []).map((social) => social.url).filter((url): url is string => Boolean(url)),
    employeesCount: company.employeesCount,
    locations: company.locations,
    description: company.description,
  });
}
