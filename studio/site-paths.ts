import { type Locale, localizedPath } from '@tribe/routes';

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/** A company's public profile in one language, or null without a slug. */
export const companySitePath = (locale: Locale, slug: string | undefined) =>
  slug ? localizedPath('/company/[company_slug]', locale, { company_slug: slug }) : null;

/** A job offer's public page; it needs its company's slug and its own slug in that language. */
export function jobOfferSitePath(
  locale: Locale,
  offer: { id: string; slug?: string; companySlug?: string },
): string | null {
  if (!offer.slug || !offer.companySlug) return null;
  return localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
    company_slug: offer.companySlug,
    slug: offer.slug,
    id: publishedId(offer.id),
  });
}

/** An article's public page in one language. */
export const articleSitePath = (locale: Locale, article: { id: string; slug?: string }) =>
  article.slug
    ? localizedPath('/magazine/[slug]/[id]', locale, { slug: article.slug, id: publishedId(article.id) })
    : null;
