export interface SelectOption {
  value: string;
  label: string;
}

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
