/**
 * The placeholders a status message or template may hold, in both languages: `{jméno}` and
 * `{name}` are the same value. One renderer fills them for the preview and for the sent e-mail.
 */
export const PLACEHOLDERS = {
  name: ['jméno', 'name'],
  position: ['pozice', 'position'],
  company: ['firma', 'company'],
  replyBy: ['datum_odpovědi', 'reply_by'],
} as const;

export type PlaceholderValues = Record<keyof typeof PLACEHOLDERS, string>;

const PLACEHOLDER = /\{([\p{L}\p{N}_]+)\}/gu;

const valueKeyOf = new Map<string, keyof typeof PLACEHOLDERS>(
  Object.entries(PLACEHOLDERS).flatMap(([key, names]) =>
    names.map((name) => [name, key as keyof typeof PLACEHOLDERS] as const),
  ),
);

/** The placeholders in the text that are not known, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!valueKeyOf.has(name.toLowerCase())) unknown.add(name);
  }
  return [...unknown];
}

/** The text with every known placeholder replaced by its value; anything else is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = valueKeyOf.get(name.toLowerCase());
    return key ? values[key] : whole;
  });
}

/** The placeholders as a template's author may write them, in the given language first. */
export function placeholderNames(locale: 'cs' | 'en'): string[] {
  const index = locale === 'cs' ? 0 : 1;
  return Object.values(PLACEHOLDERS).map((names) => `{${names[index]}}`);
}
