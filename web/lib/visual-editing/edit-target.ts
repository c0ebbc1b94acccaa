import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import type { Locale } from '@tribe/routes';
import { sanityProject } from '@tribe/studio/sanity-project';

/**
 * Where the values a page renders live in the Studio, as `data-sanity` attribute values: the
 * overlays of visual editing open that field when clicked. Only previews (draft mode) make one;
 * public pages pass none, so their HTML carries no attribute and stays cacheable.
 */
export interface EditTarget {
  /** A field by its path, e.g. 'name', 'logo', 'techStack'. */
  field(path: string): string;
  /** A translated field in the page's language, e.g. 'description' -> 'description.cs'. */
  localized(path: string): string;
  /** The same helper for another document the page shows (a job offer's company). */
  other(document: { id: string; type: string }): EditTarget;
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
    field: (path) => attribute(path),
    localized: (path) => attribute(`${path}.${locale}`),
    other: (other) => editTarget(other, locale),
  };
}
