import { locales, localizedPath } from '@tribe/routes';
import { defineLocations, type PresentationPluginOptions } from 'sanity/presentation';

const both = (title: string, href: (locale: (typeof locales)[number]) => string) =>
  locales.map((locale) => ({ title: `${title} (${locale})`, href: href(locale) }));

/** Where each document appears on the site, in both languages (for the Presentation tool). */
export const resolve: PresentationPluginOptions['resolve'] = {
  locations: {
    company: defineLocations({
      select: { name: 'name', slug: 'slug.current' },
      resolve: (doc) =>
        doc?.slug
          ? {
              locations: both(doc.name, (locale) =>
                localizedPath('/company/[company_slug]', locale, { company_slug: doc.slug }),
              ),
            }
          : null,
    }),
    jobOffer: defineLocations({
      select: {
        id: '_id',
        title: 'title.en',
        cs: 'slug.cs.current',
        en: 'slug.en.current',
        company: 'company.slug.current',
      },
      resolve: (doc) =>
        doc?.company && doc.cs && doc.en
          ? {
              locations: both(doc.title, (locale) =>
                localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
                  company_slug: doc.company,
                  slug: doc[locale],
                  id: doc.id.replace(/^drafts\./, ''),
                }),
              ),
            }
          : null,
    }),
    article: defineLocations({
      select: { id: '_id', title: 'title.en', cs: 'slug.cs.current', en: 'slug.en.current' },
      resolve: (doc) =>
        doc?.cs && doc.en
          ? {
              locations: both(doc.title, (locale) =>
                localizedPath('/magazine/[slug]/[id]', locale, {
                  slug: doc[locale],
                  id: doc.id.replace(/^drafts\./, ''),
                }),
              ),
            }
          : null,
    }),
  },
};
