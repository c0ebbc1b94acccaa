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
        'A search for any word of a group also finds the others, in Czech and English alike (e.g. vývojář = developer = programátor). A one-way group widens only a search for its first word (software developer → developer, vývojář).',
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
            defineField({
              name: 'oneWay',
              title: 'One way',
              description:
                'Only a search for the first word also finds the others; a search for the others does not find offers by the first.',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { terms: 'terms', oneWay: 'oneWay' },
            prepare: ({ terms = [], oneWay }: { terms?: string[]; oneWay?: boolean }) => ({
              title: oneWay ? `${terms[0] ?? ''} → ${terms.slice(1).join(', ')}` : terms.join(' = '),
            }),
          },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Search synonyms' }) },
});
