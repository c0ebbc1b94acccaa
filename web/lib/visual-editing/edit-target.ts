import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import type { Locale } from '@tribe/routes';
import { sanityProject } from '@tribe/studio/sanity-project';

/** The attribute the visual-editing overlays read, spread onto an element: `<h1 {...edit?.field('name')}>`. */
export interface EditAttribute {
  'data-sanity': string;
}

/**
 * Where the values a page renders live in the Studio: the overlays of visual editing open that
 * field when clicked. Only pages in draft mode make one; for visitors pages pass none, so neither
 * their HTML nor their payload mentions the attribute, and they stay cacheable.
 */
export interface EditTarget {
  /** A field by its path, e.g. 'name', 'logo', 'techStack'. */
  field(path: string): EditAttribute;
  /** A translated field in the page's language, e.g. 'description' -> 'description.cs'. */
  localized(path: string): EditAttribute;
}

export function editTarget(document: { id: string; type: string }, locale: Locale): EditTarget {
  const { projectId, dataset } = sanityProject();
  const attribute = createDataAttribute({
    baseUrl: '/studio',
    projectId,
    dataset,
    id: document.id,
    type: document.type,
  });
  return {
    field: (path) => ({ 'data-sanity': attribute(path) }),
    localized: (path) => ({ 'data-sanity': attribute(`${path}.${locale}`) }),
  };
}
