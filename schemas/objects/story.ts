import { defineField, defineType } from 'sanity';

/** A person's story on a company profile. */
export const story = defineType({
  name: 'story',
  title: 'Story',
  type: 'object',
  fields: [
    defineField({ name: 'person', title: 'Person', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'role', title: 'Role', type: 'localeString' }),
    defineField({ name: 'photo', title: 'Photo', type: 'image', options: { hotspot: true } }),
    defineField({ name: 'story', title: 'Story', type: 'localeText', validation: (rule) => rule.required() }),
    defineField({ name: 'video', title: 'Video (optional)', type: 'media' }),
  ],
  preview: { select: { title: 'person', subtitle: 'role.en', media: 'photo' } },
});
