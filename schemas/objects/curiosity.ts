import { defineField, defineType } from 'sanity';
import { percentageError } from '../validation/rules';

/** An animated fact in the company profile's ring: top label, big value, unit, bottom label. */
export const curiosity = defineType({
  name: 'curiosity',
  title: 'Curiosity',
  type: 'object',
  fields: [
    defineField({
      name: 'isPercentage',
      title: 'Is a percentage (fills the ring)',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({ name: 'topLabel', title: 'Top label', type: 'localeString' }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .custom((value, context) =>
            percentageError((context.parent as { isPercentage?: boolean })?.isPercentage, value),
          ),
    }),
    defineField({ name: 'unit', title: 'Unit', type: 'localeString' }),
    defineField({ name: 'bottomLabel', title: 'Bottom label', type: 'localeString' }),
  ],
  preview: {
    select: { value: 'value', unit: 'unit.en', label: 'bottomLabel.en', isPercentage: 'isPercentage' },
    prepare: ({ value, unit, label, isPercentage }) => ({
      title: `${value ?? ''}${isPercentage ? ' %' : ''} ${unit ?? ''}`.trim(),
      subtitle: label,
    }),
  },
});
