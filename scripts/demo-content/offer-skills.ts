import { technologyNames } from './technologies';

/** How each technology is written in an offer's English text (names inflect in the Czech one). */
const mentions: Record<string, RegExp> = {
  ...Object.fromEntries(
    Object.entries(technologyNames).map(([slug, name]) => [
      slug,
      new RegExp(`(?<![\\w.])${name.replace(/[.+#]/g, '\\$&')}(?![\\w+#])`),
    ]),
  ),
  kafka: /\bKafka\b/,
  nodejs: /\bNode(\.js)?\b/,
  postgresql: /\bPostgre(SQL|s)\b/,
  unreal: /\bUnreal\b/,
  vue: /\bVue(\.js)?\b/,
};

/** The slugs of the technologies an offer's text names, in the order of the technology list. */
export function offerSkills(texts: readonly string[]): string[] {
  const text = texts.join('\n');
  return Object.keys(technologyNames).filter((slug) => mentions[slug].test(text));
}
