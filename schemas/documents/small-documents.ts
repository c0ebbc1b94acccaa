import { defineField, defineType } from 'sanity';
import { eitherLanguagePreview } from '../objects/localized';
import { titledOptions } from '../objects/titled-options';

export const magazineCategory = defineType({
  name: 'magazineCategory',
  title: 'Magazine category',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (r) => r.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'localeSlug' }),
    defineField({ name: 'description', title: 'Description', type: 'localeText' }),
  ],
  preview: eitherLanguagePreview('title'),
});

export const technology = defineType({
  name: 'technology',
  title: 'Technology',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'name' },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'icon', title: 'Icon', type: 'image' }),
  ],
  preview: { select: { title: 'name', media: 'icon' } },
});

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'quote', title: 'Quote', type: 'localeText', validation: (r) => r.required() }),
    defineField({ name: 'person', title: 'Person', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'role', title: 'Role', type: 'localeString' }),
    defineField({ name: 'companyName', title: 'Company', type: 'string' }),
    defineField({ name: 'photo', title: 'Photo', type: 'image' }),
  ],
  preview: { select: { title: 'person', subtitle: 'companyName', media: 'photo' } },
});

export const b2bService = defineType({
  name: 'b2bService',
  title: 'B2B service',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (r) => r.required() }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: ['users', 'briefcase', 'newspaper', 'building', 'external-link'] },
    }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (r) => r.required().integer() }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: eitherLanguagePreview('title'),
});

export const legalPageKinds = ['cookies', 'privacy', 'terms', 'b2bTerms'] as const;

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: { list: titledOptions(legalPageKinds) },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (r) => r.required() }),
    defineField({ name: 'body', title: 'Body', type: 'localeRichText', validation: (r) => r.required() }),
    defineField({ name: 'updatedAt', title: 'Last updated', type: 'date', validation: (r) => r.required() }),
  ],
  preview: eitherLanguagePreview('title', { subtitle: 'kind' }),
});
