import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  type DrivingLicence,
  drivingLicences,
  employmentTypes,
  salaryCurrencies,
  seniorities,
  workingModes,
  workloads,
} from '../job-enums';
import { eitherLanguagePreview } from '../objects/localized';
import { titledOptions } from '../objects/titled-options';
import { salaryRangeError } from '../validation/rules';

const DRIVING_LICENCE_TITLES: Record<DrivingLicence, string> = {
  none: 'Not required',
  B: 'B (car)',
  C: 'C (truck)',
  D: 'D (bus)',
  T: 'T (tractor)',
};

const choice = (name: string, title: string, values: readonly string[]) =>
  defineField({
    name,
    title,
    type: 'string',
    options: { list: titledOptions(values) },
    validation: (r) => r.required(),
  });

export const jobOffer = defineType({
  name: 'jobOffer',
  title: 'Job offer',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'localeString', validation: (r) => r.required() }),
    defineField({ name: 'slug', title: 'Slug', type: 'localeSlug', validation: (r) => r.required() }),
    defineField({
      name: 'company',
      title: 'Company',
      type: 'reference',
      to: [{ type: 'company' }],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'salaryFrom',
      title: 'Salary from (monthly)',
      type: 'number',
      validation: (r) => r.min(0).integer(),
    }),
    defineField({
      name: 'salaryTo',
      title: 'Salary to (monthly)',
      type: 'number',
      validation: (r) =>
        r
          .min(0)
          .integer()
          .custom((to, context) =>
            salaryRangeError((context.document as { salaryFrom?: number })?.salaryFrom, to),
          ),
    }),
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      initialValue: 'CZK',
      options: { list: titledOptions(salaryCurrencies), layout: 'radio', direction: 'horizontal' },
    }),
    choice('seniority', 'Seniority', seniorities),
    choice('workload', 'Workload', workloads),
    choice('workingMode', 'Working mode', workingModes),
    choice('employmentType', 'Employment type', employmentTypes),
    defineField({
      name: 'drivingLicence',
      title: 'Driving licence required',
      description: 'The group the work is driven with; offers saved before this field need none.',
      type: 'string',
      initialValue: 'none',
      options: {
        list: drivingLicences.map((value) => ({ title: DRIVING_LICENCE_TITLES[value], value })),
        layout: 'radio',
      },
    }),
    defineField({ name: 'city', title: 'City', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'previewImage', title: 'Preview image', type: 'image', options: { hotspot: true } }),
    defineField({
      name: 'sections',
      title: 'Description sections',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'jobSection',
          fields: [
            defineField({ name: 'heading', title: 'Heading', type: 'localeString' }),
            defineField({ name: 'body', title: 'Body', type: 'localeRichText' }),
          ],
          preview: eitherLanguagePreview('heading'),
        }),
      ],
    }),
    defineField({
      name: 'skills',
      title: 'Skills',
      description: 'The technologies the work uses: the search ranks the offer first for them.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'technology' }] })],
      validation: (r) => r.unique(),
    }),
    defineField({ name: 'benefits', title: 'Benefits', type: 'array', of: [{ type: 'localeString' }] }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'validThrough', title: 'Valid through', type: 'datetime' }),
  ],
  preview: eitherLanguagePreview('title', { subtitle: 'company.name', media: 'previewImage' }),
});
