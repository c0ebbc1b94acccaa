import { defineField, defineType } from 'sanity';

export const languages = [
  { id: 'cs', title: 'Čeština' },
  { id: 'en', title: 'English' },
] as const;

/** A field in both languages; a missing translation falls back to the other language on the site. */
function localized(name: string, title: string, type: string, extra: Record<string, unknown> = {}) {
  return defineType({
    name,
    title,
    type: 'object',
    fieldsets: [{ name: 'translations', title: 'Translations', options: { collapsible: false } }],
    fields: languages.map((language) =>
      defineField({ name: language.id, title: language.title, type, ...extra } as Parameters<
        typeof defineField
      >[0]),
    ),
  });
}

export const localeString = localized('localeString', 'Text (cs/en)', 'string');
export const localeText = localized('localeText', 'Long text (cs/en)', 'text', { rows: 4 });
export const localeRichText = localized('localeRichText', 'Rich text (cs/en)', 'richText');

interface EitherLanguageSelection {
  title?: string;
  description?: string;
  subtitle?: string;
  media?: unknown;
}

/**
 * A list preview titled in English, else in Czech, so a document written in one language is
 * never 'Untitled'; `select` may add a subtitle and media. The Czech text is selected as the
 * description, which the Studio's list search also weighs, and shown only as the fallback title.
 */
export function eitherLanguagePreview(field: string, select: { subtitle?: string; media?: string } = {}) {
  return {
    select: { title: `${field}.en`, description: `${field}.cs`, ...select },
    prepare: ({ title, description, subtitle, media }: EitherLanguageSelection) => ({
      title: title || description,
      subtitle,
      media: media as never,
    }),
  };
}
