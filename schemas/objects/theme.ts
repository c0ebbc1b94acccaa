import { defineField, defineType } from 'sanity';
import { ColourInput } from '../inputs/colour-input';
import type { ThemeColours } from '../theme/theme-pairs';
import { hexColorError, themeContrastError } from '../validation/rules';
import { titledOptions } from './titled-options';

const colour = (name: string, title: string, initialValue?: string, required = true) =>
  defineField({
    name,
    title,
    type: 'string',
    initialValue,
    components: { input: ColourInput },
    validation: (rule) => (required ? rule.required() : rule).custom(hexColorError),
  });

const placement = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    initialValue: 'PRIMARY',
    options: { list: titledOptions(['PRIMARY', 'SECONDARY']), layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required(),
  });

/** Brand colours (spec sections 3 and 9); the defaults are the site's own theme. */
export const theme = defineType({
  name: 'theme',
  title: 'Theme',
  type: 'object',
  options: { collapsible: true },
  // A warning, not an error: the site derives a readable text colour when a pair falls short.
  validation: (rule) => rule.custom((value: ThemeColours | undefined) => themeContrastError(value)).warning(),
  fields: [
    colour('primaryColor', 'Primary colour', '#27EC93'),
    colour('primaryTextColor', 'Text on primary', '#010101'),
    colour('primaryLightColor', 'Primary light (empty: primary at 20% opacity)', undefined, false),
    colour('secondaryColor', 'Secondary colour', '#053741'),
    colour('secondaryTextColor', 'Text on secondary', '#FFF'),
    placement('profileNavigationBgColor', 'Profile navigation background'),
    placement('companyBioBgColor', 'Company header background'),
    placement('companyCardLogoBgColor', 'Logo background on cards'),
  ],
});
