import { defineArrayMember, defineField, defineType } from 'sanity';

/** Words the job and company search treats as one, kept by editors (a singleton). */
export const searchSynonyms = defineType({
  name: 'searchSynonyms',
  title: 'Search synonyms',
  type: 'document',
  fields: [
    defineField({
      name: 'groups',
      title: 'Words that mean the same',
      description:
        'A search for any word of a group also finds the others, in Czech and English alike (e.g. vývojář = developer = programátor).',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'synonymGroup',
          title: 'Synonyms',
          fields: [
            defineField({
              name: 'terms',
              title: 'Words',
              type: 'array',
              of: [{ type: 'string' }],
              validation: (r) => r.required().min(2).unique(),
            }),
          ],
          preview: {
            select: { terms: 'terms' },
            prepare: ({ terms }: { terms?: string[] }) => ({ title: (terms ?? []).join(' = ') }),
          },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Search synonyms' }) },
});
