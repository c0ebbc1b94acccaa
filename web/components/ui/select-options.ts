export interface SelectOption {
  value: string;
  label: string;
  /** How many results choosing it finds, shown after the label. */
  count?: number;
}

/** 'Praha (34)': a filter value with the number of results it finds; the label alone without one. */
export const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** Lower case without diacritics, so 'plzen' finds 'Plzeň' and 'BRNO' finds 'Brno'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');
}

export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const wanted = searchKey(query.trim());
  if (!wanted) return [...options];
  return options.filter((option) => searchKey(option.label).includes(wanted));
}
