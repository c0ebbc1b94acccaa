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

/** A title's words as a role: without its level, its note in brackets and its feminine ending. */
const titleRoleWords = (title: string) => roleWords(roleOfTitle(title).replace(/\/\p{L}+/gu, ''));

/**
 * Two forms of one word: the longer begins with all but the last two letters of the shorter, four
 * letters at least, as Czech inflects by the ending: 'datový' and 'datovou', 'skladník' and
 * 'skladu', 'analytik' and 'analytiku'. Words under four letters only as they are.
 */
const sameStem = (a: string, b: string) => {
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  if (shorter.length < 4) return shorter === longer;
  return longer.startsWith(shorter.slice(0, Math.max(4, shorter.length - 2)));
};

/**
 * Measures the largest share of one of the roles' words a title (in either language) holds, in any
 * of their forms: 'Energetický analytik/čka' holds half of 'Datový analytik', 'Konzultant pro
 * datovou analytiku' all of it.
 */
export function roleShareOfTitles(roles: readonly string[]): (titles: readonly (string | null)[]) => number {
  const wanted = roles.map(roleWords).filter((words) => words.length);
  return (titles) => {
    const held = titles.map((title) => (title ? titleRoleWords(title) : []));
    const shares = wanted.flatMap((parts) =>
      held.map(
        (words) => parts.filter((part) => words.some((word) => sameStem(part, word))).length / parts.length,
      ),
    );
    return Math.max(0, ...shares);
  };
}

/**
 * Whether a title is the role with one of its words' place taken by one of the candidate's skills
 * the offer asks for: 'Python vývojář/ka' is the work of a 'Backend vývojář' who writes Python.
 */
function fitsWithSkill(wanted: string[], title: string, skills: readonly string[]): boolean {
  if (wanted.length < 2) return false;
  const words = titleRoleWords(title);
  const found = wanted.filter((part) => words.some((word) => sameWord(part, word)));
  const others = words.filter((word) => !wanted.some((part) => sameWord(part, word)));
  return (
    found.length === wanted.length - 1 &&
    skills.some((skill) => roleWords(skill).join(' ') === others.join(' '))
  );
}

/**
 * Whether a title (in either language) holds every word of the role, or is the role done with one
 * of `skills` (the names of the candidate's skills the offer asks for).
 */
export function titleFitsRole(
  role: string,
  titles: readonly (string | null)[],
  skills: readonly string[] = [],
): boolean {
  const wanted = roleWords(role);
  if (!wanted.length) return false;
  return titles.some((title) => {
    if (!title) return false;
    const words = roleWords(title);
    return (
      wanted.every((part) => words.some((word) => sameWord(part, word))) ||
      fitsWithSkill(wanted, title, skills)
    );
  });
}

/** The roles the offers' titles suggest, once each, in alphabetical order of the locale. */
export function suggestedRoles(titles: readonly (string | null)[], locale: string): string[] {
  const roles = titles.map((title) => (title ? roleOfTitle(title) : '')).filter(Boolean);
  return [...new Set(roles)].sort(new Intl.Collator(locale).compare);
}
