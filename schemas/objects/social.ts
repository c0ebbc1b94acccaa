import { defineField, defineType } from 'sanity';
import { socialKinds, socialUrlError } from '../validation/rules';
import { titledOptions } from './titled-options';

export const social = defineType({
  name: 'social',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'Network',
      type: 'string',
      options: { list: titledOptions(socialKinds) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) =>
        rule.custom((value, context) => socialUrlError((context.parent as { kind?: string })?.kind, value)),
    }),
  ],
  preview: { select: { title: 'kind', subtitle: 'url' } },
});
