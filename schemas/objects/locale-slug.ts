import { defineField, defineType } from 'sanity';
import { reservedSlugError } from '../validation/rules';
import { languages } from './localized';

/** A URL slug per language, generated from the title in that language; unique per type and language. */
export const localeSlug = defineType({
  name: 'localeSlug',
  title: 'Slug (cs/en)',
  type: 'object',
  fields: languages.map((language) =>
    defineField({
      name: language.id,
      title: language.title,
      type: 'slug',
      options: {
        source: (doc: Record<string, unknown>) => (doc.title as Record<string, string>)?.[language.id],
      },
      validation: (rule) =>
        rule.required().custom((slug: { current?: string } | undefined) => reservedSlugError(slug?.current)),
    }),
  ),
});
