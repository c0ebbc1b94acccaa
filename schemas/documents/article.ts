import { defineField, defineType } from 'sanity';
import { eitherLanguagePreview } from '../objects/localized';
import { titledOptions } from '../objects/titled-options';

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (r) => r.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'localeSlug', validation: (r) => r.required() }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      initialValue: 'article',
      options: { list: titledOptions(['article', 'interview']), layout: 'radio', direction: 'horizontal' },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'magazineCategory' }],
      validation: (r) => r.required(),
    }),
    defineField({ name: 'excerpt', title: 'Excerpt', type: 'localeText', validation: (r) => r.required() }),
    defineField({ name: 'coverImage', title: 'Cover image', type: 'image', options: { hotspot: true } }),
    defineField({ name: 'body', title: 'Body', type: 'localeRichText', validation: (r) => r.required() }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'object',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string' }),
        defineField({ name: 'role', title: 'Role', type: 'localeString' }),
        defineField({ name: 'photo', title: 'Photo', type: 'image' }),
      ],
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      validation: (r) => r.required(),
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: eitherLanguagePreview('title', { subtitle: 'kind', media: 'coverImage' }),
});
