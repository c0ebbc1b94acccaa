/** Document types that have edit screens, by the route segment that names them. */
export const editableTypes = { company: 'company', job: 'jobOffer', magazine: 'article' } as const;

/** The embedded Studio opened on one document (a Sanity intent link). */
export function studioEditUrl(type: (typeof editableTypes)[keyof typeof editableTypes], id: string): string {
  return `/studio/intent/edit/id=${encodeURIComponent(id)};type=${type}/`;
}
