export interface Crumb {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

/** schema.org BreadcrumbList: the page's place in the site, first step first. */
export function breadcrumbListJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
