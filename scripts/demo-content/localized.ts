export const ls = (cs: string, en: string) => ({ _type: 'localeString', cs, en });
export const lt = (cs: string, en: string) => ({ _type: 'localeText', cs, en });
export const lr = (cs: unknown[], en: unknown[]) => ({ _type: 'localeRichText', cs, en });
export const lslug = (cs: string, en: string) => ({
  _type: 'localeSlug',
  cs: { _type: 'slug', current: cs },
  en: { _type: 'slug', current: en },
});

/** 'Vývojář Java (senior)' -> 'vyvojar-java-senior' */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
