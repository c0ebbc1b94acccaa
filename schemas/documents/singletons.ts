import { defineArrayMember, defineField, defineType } from 'sanity';

export const singletonTypes = ['homePage', 'siteSettings'] as const;

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
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
