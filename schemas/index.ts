import type { SchemaTypeDefinition } from 'sanity';
import { article } from './documents/article';
import { company } from './documents/company';
import { jobOffer } from './documents/job-offer';
import { searchSynonyms } from './documents/search-synonyms';
import { b2bPage, homePage, siteSettings } from './documents/singletons';
import {
  b2bService,
  legalPage,
  magazineCategory,
  technology,
  testimonial,
} from './documents/small-documents';
import { curiosity } from './objects/curiosity';
import { localeSlug } from './objects/locale-slug';
import { localeRichText, localeString, localeText } from './objects/localized';
import { media } from './objects/media';
import { richText } from './objects/rich-text';
import { social } from './objects/social';
import { story } from './objects/story';
import { theme } from './objects/theme';

export { singletonTypes } from './documents/singletons';

export const schemaTypes: SchemaTypeDefinition[] = [
  richText,
  localeString,
  localeText,
  localeRichText,
  localeSlug,
  theme,
  curiosity,
  media,
  social,
  story,
  company,
  jobOffer,
  article,
  magazineCategory,
  technology,
  testimonial,
  b2bService,
  legalPage,
  homePage,
  siteSettings,
  b2bPage,
  searchSynonyms,
];
