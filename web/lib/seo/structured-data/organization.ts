export interface OrganizationInput {
  name: string;
  /** The company's profile URL on this site. */
  url: string;
  logoUrl?: string | null;
  /** The company's own profiles elsewhere (social links). */
  sameAs?: string[] | null;
  employeesCount?: number | null;
  locations?: string[] | null;
  description?: string | null;
}

/** schema.org Organization for a company profile. */
export function organizationJsonLd(input: OrganizationInput) {
  const [city] = input.locations ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logoUrl ? { logo: input.logoUrl } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
    ...(input.employeesCount
      ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: input.employeesCount } }
      : {}),
    ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'CZ' } } : {}),
  };
}
