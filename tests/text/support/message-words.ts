import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** Every message of a catalogue by its dotted key ('Salary.from'). */
export function messageEntries(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value]] : messageEntries(value as object, key);
  });
}

function literalTexts(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => literalTexts(option.value));
    }
    if (element.type === TYPE.tag) return literalTexts(element.children);
    return [];
  });
}

// A URL fragment or slug ('pracovni-nabidky') is an address, not prose.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
const ADDRESSES = /\b(?:https?|ftps?):\/\/\S+|\S+@\S+|\b[\w-]+\.(?:cz|com|org|json)\b/g;

/**
 * The words a reader sees in an ICU message: its literal text, in every plural and select
 * branch and inside rich-text tags, without arguments, addresses and slugs. A hyphenated word
 * ('e-mail') is kept whole.
 */
export function messageWords(message: string): string[] {
  if (SLUG.test(message)) return [];
  return literalTexts(parse(message, { ignoreTag: false })).flatMap(
    (text) => text.replace(ADDRESSES, ' ').match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [],
  );
}
