import { createElement } from 'react';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ColourSwatch } from '../inputs/colour-swatch';
import { isCompanyMember } from '../member-rules';
import { languages } from '../objects/localized';
import { reservedSlugError } from '../validation/rules';
import { companyValueTags } from './company-value-tags';

export const companyStatuses = [
  { title: 'Live', value: 'live' },
  { title: "Preparing (profile not live yet: 'Preparing')", value: 'preparing' },
  { title: "Starting (hiring about to start: 'We're starting')", value: 'starting' },
] as const;

/** A field only editors change (`memberRules.editorOnlyFields`): read-only to a company's member. */
const editorsDecide = ({ currentUser }: { currentUser: Parameters<typeof isCompanyMember>[0] }) =>
  isCompanyMember(currentUser);

export const company = defineType({
  name: 'company',
  title: 'Company',
  type: 'document',
  groups: [
    { name: 'profile', title: 'Profile', default: true },
    { name: 'brand', title: 'Brand' },
    { name: 'media', title: 'Media' },
    { name: 'culture', title: 'Culture and people' },
    { name: 'internal', title: 'Internal' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'profile',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Slug (both languages)',
      type: 'slug',
      group: 'profile',
      options: { source: 'name', maxLength: 64 },
      readOnly: editorsDecide,
      validation: (r) =>
        r.required().custom((slug: { current?: string } | undefined) => reservedSlugError(slug?.current)),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'profile',
      initialValue: 'live',
      options: { list: [...companyStatuses], layout: 'radio' },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'industries',
      title: 'Industries',
      type: 'array',
      group: 'profile',
      of: [{ type: 'localeString' }],
    }),
    defineField({
      name: 'locations',
      title: 'Locations',
      type: 'array',
      group: 'profile',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'employeesCount',
      title: 'Employees',
      type: 'number',
      group: 'profile',
      validation: (r) => r.required().integer().min(1),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      group: 'profile',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'logo', title: 'Logo', type: 'image', group: 'brand' }),
    defineField({
      name: 'previewImage',
      title: 'Preview image (cards)',
      type: 'image',
      group: 'brand',
      options: { hotspot: true },
    }),
    defineField({ name: 'theme', title: 'Theme', type: 'theme', group: 'brand' }),
    defineField({
      name: 'curiosities',
      title: 'Curiosities',
      type: 'array',
      group: 'media',
      of: [{ type: 'curiosity' }],
    }),
    defineField({ name: 'media', title: 'Gallery', type: 'array', group: 'media', of: [{ type: 'media' }] }),
    defineField({
      name: 'socials',
      title: 'Social links',
      type: 'array',
      group: 'media',
      of: [{ type: 'social' }],
    }),
    defineField({
      name: 'techStack',
      title: 'Tech stack',
      type: 'array',
      group: 'culture',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'technology' }] })],
    }),
    defineField({ name: 'values', title: 'Values', type: 'localeRichText', group: 'culture' }),
    defineField({
      name: 'valueTags',
      title: 'Value tags (company list filter)',
      description: 'The values above as tags, so candidates can find companies that share theirs.',
      type: 'array',
      group: 'culture',
      of: [{ type: 'string' }],
      options: { list: [...companyValueTags] },
      validation: (r) => r.unique().max(5),
    }),
    defineField({ name: 'culture', title: 'Culture', type: 'localeRichText', group: 'culture' }),
    defineField({
      name: 'stories',
      title: "People's stories",
      type: 'array',
      group: 'culture',
      of: [{ type: 'story' }],
    }),
    defineField({
      name: 'recruitingEmail',
      title: 'Recruiting contact e-mail',
      description: 'Where applications are sent. Never shown on the site or returned by its queries.',
      type: 'string',
      group: 'internal',
      validation: (r) => r.email(),
    }),
    defineField({
      name: 'responseDays',
      title: 'Days to answer an application',
      description: 'The company promises candidates an answer within this many days (14 when empty).',
      type: 'number',
      group: 'internal',
      validation: (r) => r.integer().min(1).max(90),
    }),
    defineField({
      name: 'language',
      title: 'Language of e-mails',
      description:
        'The language of the e-mails about applications and of the page the recruiter opens from them (Czech when empty).',
      type: 'string',
      group: 'internal',
      initialValue: 'cs',
      options: {
        list: languages.map((language) => ({ title: language.title, value: language.id })),
        layout: 'radio',
      },
    }),
    defineField({
      name: 'ico',
      title: 'Company number (IČO)',
      description: 'Eight digits with the Czech checksum; a company that signed itself up gave it.',
      type: 'string',
      group: 'internal',
      readOnly: editorsDecide,
      validation: (r) =>
        r.custom((ico: string | undefined) =>
          ico === undefined || /^\d{8}$/.test(ico) ? true : 'The IČO has eight digits.',
        ),
    }),
    defineField({
      name: 'review',
      title: 'Sign-up review',
      description:
        'Set for a company that signed itself up: waiting for an editor (Approve / Decline in the actions menu), approved or declined.',
      type: 'object',
      group: 'internal',
      readOnly: true,
      fields: [
        defineField({
          name: 'state',
          title: 'State',
          type: 'string',
          options: {
            list: [
              { title: 'Waiting for approval', value: 'pending' },
              { title: 'Approved', value: 'approved' },
              { title: 'Declined', value: 'declined' },
            ],
          },
        }),
        defineField({ name: 'contactName', title: 'Contact person', type: 'string' }),
        defineField({ name: 'contactEmail', title: 'Contact e-mail', type: 'string' }),
        defineField({
          name: 'freeMail',
          title: 'Free-mail address (check the company is real)',
          type: 'boolean',
        }),
        defineField({ name: 'declineReason', title: 'Reason for declining', type: 'text' }),
      ],
    }),
  ],
  preview: {
    select: {
      title: 'name',
      subtitle: 'status',
      media: 'logo',
      brandColour: 'theme.primaryColor',
      review: 'review.state',
    },
    // A company without a logo is recognised in the lists by its brand colour.
    prepare: ({ title, subtitle, media, brandColour, review }) => ({
      title,
      subtitle: review === 'pending' ? 'Waiting for approval' : review === 'declined' ? 'Declined' : subtitle,
      media: media ?? createElement(ColourSwatch, { colour: brandColour }),
    }),
  },
});
