import { seniorities } from '@tribe/schemas/job-enums';
import { foldText } from '@/search/fold-text';

/** Words that tell the level, not the role: 'Senior Frontend developer' wants the role 'Frontend developer'. */
const LEVEL_WORDS = new Set<string>([...seniorities, 'mid', 'lead', 'intern']);

/** A job title as a role: without its level and its note in brackets ('Junior Backend vývojář/ka (Kotlin)'). */
export function roleOfTitle(title: string): string {
  const words = title
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const from = words.findIndex((word) => !LEVEL_WORDS.has(foldText(word)));
  return from < 0 ? '' : words.slice(from).join(' ');
}

/** A role's or a title's words, folded, without the level words. */
const roleWords = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word && !LEVEL_WORDS.has(word));

/**
 * One word of a role found in a title's word: the same, or one begins the other and the shorter
 * has four letters or more, so 'vývojář' finds 'vývojářka' and 'developers' finds 'developer'.
 */
const sameWord = (wanted: string, word: string) => {
  if (wanted === word) return true;
  const [shorter, longer] = wanted.length < word.length ? [wanted, word] : [word, wanted];
  return shorter.length >= 4 && longer.startsWith(shorter);
};

/** Whether a title (in either language) holds every word of the role. */
export function titleFitsRole(role: string, titles: readonly (string | null)[]): boolean {
  const wanted = roleWords(role);
  if (!wanted.length) return false;
  return titles.some((title) => {
    const words = title ? roleWords(title) : [];
    return wanted.every((part) => words.some((word) => sameWord(part, word)));
  });
}

/** The first of the roles one of the titles fits, or null. */
export const fittingRole = (roles: readonly string[], titles: readonly (string | null)[]) =>
  roles.find((role) => titleFitsRole(role, titles)) ?? null;

/** The roles the offers' titles suggest, once each, in alphabetical order of the locale. */
export function suggestedRoles(titles: readonly (string | null)[], locale: string): string[] {
  const roles = titles.map((title) => (title ? roleOfTitle(title) : '')).filter(Boolean);
  return [...new Set(roles)].sort(new Intl.Collator(locale).compare);
}
