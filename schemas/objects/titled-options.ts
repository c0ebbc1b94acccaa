/** How a value reads where sentence case would get it wrong. */
const TITLES: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'full-remote': 'Fully remote',
  onsite: 'On-site',
  youtube: 'YouTube',
  file: 'Own video file',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  b2bTerms: 'B2B terms',
};

/** `full-remote` reads 'Full remote', `PRIMARY` 'Primary'; a currency code such as `CZK` stays as it is. */
export function optionTitle(value: string): string {
  if (TITLES[value]) return TITLES[value];
  if (/^[A-Z]{3}$/.test(value)) return value;
  const words = value.toLowerCase().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A string field's list with a readable title for each stored value (the Studio shows the title). */
export const titledOptions = (values: readonly string[]) =>
  values.map((value) => ({ title: optionTitle(value), value }));
