import { escapeRegExp } from '@/lib/text/escape-reg-exp';

/** A technology of the taxonomy, as offers name it in their skills. */
export interface Technology {
  slug: string;
  name: string;
}

/** Other ways CVs write a technology, by its slug, besides its name. */
const OTHER_NAMES: Record<string, readonly string[]> = {
  kubernetes: ['k8s'],
  react: ['ReactJS', 'React.js'],
  nodejs: ['Node', 'NodeJS'],
  postgresql: ['Postgres'],
  go: ['Golang'],
  vue: ['Vue', 'VueJS'],
  nextjs: ['NextJS'],
  unreal: ['UE5', 'UE4', 'Unreal'],
  csharp: ['C Sharp'],
  cpp: ['CPP'],
  powerbi: ['PowerBI'],
  dotnet: ['ASP.NET'],
  kafka: ['Kafka'],
};

/**
 * Names that are also plain words ('go', 'react', 'unity') or abbreviations count only as written,
 * with their capitals; longer names count in any case ('python', 'KUBERNETES').
 */
const PLAIN_WORDS = new Set(['go', 'react', 'unity', 'node', 'vue', 'sap', 'plc']);

/** Czech case endings a name takes in a CV ('v Pythonu', 's Reactem', 'v Javě'). */
const CZECH_ENDINGS = '(?:u|em|ovi|y|ou|e|ě)?';

/** A name with its Czech case forms: 'Python', 'Pythonu'; 'Java', 'Javě'. Short names and symbols stay as they are. */
function declined(term: string): string {
  if (term.length < 4 || !/\p{L}$/u.test(term)) return escapeRegExp(term);
  if (term.endsWith('a')) return `${escapeRegExp(term.slice(0, -1))}(?:a|y|u|ou|ě|e)`;
  return `${escapeRegExp(term)}${CZECH_ENDINGS}`;
}

/** A term as a whole word: not inside another word, a '+', '#' or '.' counting as part of it. */
function termPattern(term: string): RegExp {
  const caseSensitive = term.length <= 3 || PLAIN_WORDS.has(term.toLowerCase());
  return new RegExp(
    `(?<![\\p{L}\\p{N}+#.])${declined(term)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}\\p{N}])`,
    caseSensitive ? 'u' : 'iu',
  );
}

/** The technologies a text names (by their name or another usual name), in the taxonomy's order. */
export function skillsInText(text: string, technologies: readonly Technology[]): Technology[] {
  return technologies.filter(({ slug, name }) =>
    [name, ...(OTHER_NAMES[slug] ?? [])].some((term) => termPattern(term).test(text)),
  );
}
