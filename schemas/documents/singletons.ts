import { defineArrayMember, defineField, defineType } from 'sanity';

export const singletonTypes = ['homePage', 'siteSettings', 'b2bPage', 'searchSynonyms'] as const;

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Hero title',
      type: 'localeString',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'heroText', title: 'Hero text', type: 'localeText' }),
    defineField({
      name: 'featuredCompanies',
      title: 'Featured companies',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'company' }] })],
    }),
    defineField({
      name: 'featuredJobOffers',
      title: 'Featured job offers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'jobOffer' }] })],
    }),
    defineField({
      name: 'featuredArticles',
      title: 'Featured articles',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'article' }] })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'theme', title: 'Default theme', type: 'theme' }),
    defineField({ name: 'homeTheme', title: 'Home page theme (optional)', type: 'theme' }),
    defineField({ name: 'b2bTheme', title: 'For companies page theme (optional)', type: 'theme' }),
    defineField({ name: 'socials', title: 'Our social links', type: 'array', of: [{ type: 'social' }] }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      validation: (r) => r.email(),
    }),
    defineField({
      name: 'recruitingEmail',
      title: 'Recruiting e-mail (fallback)',
      description:
        'Where applications go for a company without its own recruiting contact. Never shown on the site.',
      type: 'string',
      validation: (r) => r.email(),
    }),
    defineField({
      name: 'salesEmail',
      title: 'Sales e-mail',
      description: "Where 'Get a free quote' inquiries from the For companies page are sent.",
      type: 'string',
      validation: (r) => r.email(),
    }),
    defineField({
      name: 'exchangeRates',
      title: 'Exchange rates',
      description:
        'CZK for one unit of each currency. The job list compares salaries in CZK with these rates and shows their date.',
      type: 'object',
      fields: [
        defineField({ name: 'date', title: 'Rates as of', type: 'date', validation: (r) => r.required() }),
        defineField({
          name: 'eur',
          title: 'CZK for 1 EUR',
          type: 'number',
          validation: (r) => r.required().positive(),
        }),
        defineField({
          name: 'usd',
          title: 'CZK for 1 USD',
          type: 'number',
          validation: (r) => r.required().positive(),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});

/** The For companies page's own copy: its pitch and the figures it advertises. */
export const b2bPage = defineType({
  name: 'b2bPage',
  title: 'For companies page',
  type: 'document',
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Hero title',
      type: 'localeString',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'heroText', title: 'Hero text', type: 'localeText' }),
    defineField({
      name: 'highlights',
      title: 'Figures',
      description: 'The marketing figures, e.g. "over 10 years of experience" or "up to 3× more applicants".',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'b2bHighlight',
          fields: [
            defineField({
              name: 'prefix',
              title: 'Prefix',
              type: 'string',
              options: {
                list: [
                  { title: 'none', value: 'none' },
                  { title: 'over', value: 'over' },
                  { title: 'up to', value: 'upTo' },
                ],
                layout: 'radio',
                direction: 'horizontal',
              },
              initialValue: 'none',
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'value',
              title: 'Value',
              description: 'e.g. "10 years", "3×", "Unlimited"',
              type: 'localeString',
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              type: 'localeString',
              validation: (r) => r.required(),
            }),
          ],
          preview: { select: { title: 'value.en', subtitle: 'label.en' } },
        }),
      ],
      validation: (r) => r.max(6),
    }),
  ],
  preview: { prepare: () => ({ title: 'For companies page' }) },
});
