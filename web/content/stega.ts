import 'server-only';
import type { StegaConfig } from '@sanity/client';

/**
 * Fields whose values are prose a reader sees, in the source document's terms (`title.en`,
 * `body.cs[0].children[0].text`, `benefits[2].en`). Only these carry the invisible stega marks:
 * slugs, ids, colours, enumerations (message keys) and URLs must stay exactly as stored.
 */
const READER_TEXT = new Set([
  'name',
  'title',
  'description',
  'excerpt',
  'text',
  'heading',
  'role',
  'person',
  'story',
  'topLabel',
  'unit',
  'bottomLabel',
  'altText',
  'caption',
  'benefits',
  'industries',
]);

/** Online previews only (drafts perspective): overlays from stega strings, opening the embedded Studio. */
export const previewStega: StegaConfig = {
  enabled: true,
  studioUrl: '/studio',
  filter: (props) =>
    props.filterDefault(props) &&
    props.sourcePath.some((segment) => typeof segment === 'string' && READER_TEXT.has(segment)),
};
