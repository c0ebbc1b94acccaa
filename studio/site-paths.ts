import { type AppPathname, type Locale, localizedPath } from '@tribe/routes';

/** The document types the site gives a page, with their public and preview routes (the pathname map's keys). */
export const pageRoutes = {
  company: { page: '/company/[company_slug]', preview: '/company/preview/[id]' },
  jobOffer: { page: '/company/[company_slug]/jobs/[slug]/[id]', preview: '/job/preview/[id]' },
  article: { page: '/magazine/[slug]/[id]', preview: '/magazine/preview/[id]' },
} as const satisfies Record<string, { page: AppPathname; preview: AppPathname }>;

export type PageType = keyof typeof pageRoutes;

export const publishedId = (id: string) => id.replace(/^drafts\./, '');

/** A company's public profile in one language, or null without a slug. */
export const companySitePath = (locale: Locale, slug: string | undefined) =>
  slug ? localizedPath(pageRoutes.company.page, locale, { company_slug: slug }) : null;

/** A job offer's public page; it needs its company's slug and its own slug in that language. */
export function jobOfferSitePath(
  locale: Locale,
  offer: { id: string; slug?: string; companySlug?: string },
): string | null {
  if (!offer.slug || !offer.companySlug) return null;
  return localizedPath(pageRoutes.jobOffer.page, locale, {
    company_slug: offer.companySlug,
    slug: offer.slug,
    id: publishedId(offer.id),
  });
}

/** An article's public page in one language. */
export const articleSitePath = (locale: Locale, article: { id: string; slug?: string }) =>
  article.slug
    ? localizedPath(pageRoutes.article.page, locale, { slug: article.slug, id: publishedId(article.id) })
    : null;
