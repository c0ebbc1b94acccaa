/**
 * Section headings of Czech and English CVs and LinkedIn exports. Education and experience
 * sections are read; any other known heading ends the section before it.
 */
export type SectionKind = 'education' | 'experience' | 'other';

const HEADINGS: Record<SectionKind, readonly string[]> = {
  education: [
    'vzdělání',
    'vzdělávání',
    'studium',
    'education',
    'education and training',
    'academic background',
    'vzdělání a kurzy',
  ],
  experience: [
    'pracovní zkušenosti',
    'profesní zkušenosti',
    'zkušenosti',
    'praxe',
    'pracovní praxe',
    'zaměstnání',
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career',
  ],
  other: [
    'kontakt',
    'kontaktní údaje',
    'contact',
    'osobní údaje',
    'personal details',
    'personal information',
    'profil',
    'profile',
    'o mně',
    'about me',
    'shrnutí',
    'summary',
    'dovednosti',
    'klíčové dovednosti',
    'skills',
    'top skills',
    'hlavní dovednosti',
    'jazyky',
    'jazykové znalosti',
    'languages',
    'certifikace',
    'certifikáty',
    'certifications',
    'kurzy',
    'courses',
    'projekty',
    'projects',
    'publikace',
    'publications',
    'ocenění',
    'honors-awards',
    'awards',
    'zájmy',
    'koníčky',
    'interests',
    'hobbies',
    'reference',
    'references',
    'dobrovolnictví',
    'volunteer experience',
    'řidičský průkaz',
    "driver's license",
  ],
};

const kindByHeading = new Map(
  (Object.entries(HEADINGS) as [SectionKind, readonly string[]][]).flatMap(([kind, names]) =>
    names.map((name) => [name, kind] as const),
  ),
);

/** The kind of section a whole line opens ('VZDĚLÁNÍ:', 'Work Experience'), or null. */
export function sectionOf(line: string): SectionKind | null {
  const name = line
    .trim()
    .replace(/[:：]$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*&\s*/g, ' and ')
    .toLowerCase();
  return kindByHeading.get(name) ?? null;
}

export const isSectionHeading = (line: string) => sectionOf(line) !== null;
