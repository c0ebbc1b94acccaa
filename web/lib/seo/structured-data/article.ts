export interface ArticleInput {
  headline: string;
  url: string;
  imageUrl?: string | null;
  datePublished: string;
  dateModified?: string | null;
  authorName?: string | null;
  description?: string | null;
  publisher: { name: string; url: string; logoUrl: string };
}

/** schema.org Article for a magazine article or interview. */
export function articleJsonLd(input: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    mainEntityOfPage: input.url,
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    ...(input.description ? { description: input.description } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    ...(input.authorName ? { author: { '@type': 'Person', name: input.authorName } } : {}),
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      logo: { '@type': 'ImageObject', url: input.publisher.logoUrl },
    },
  };
}
