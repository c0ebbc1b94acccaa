/**
 * Reads an entry's heading lines ('Senior Developer · Acme s.r.o. · Praha', or the company on one
 * line and the job title on the next) into the fields of an experience or education entry.
 */

/** Separators between a heading's parts; a comma only splits where the parts around it say so. */
const PART_SEPARATOR = /\s+[|·•—–-]\s+|\s+at\s+(?=\p{Lu})|\s*[|·•]\s*/u;

/** Whole words of either language ('\b' knows no Czech letters); a trailing '*' allows endings. */
const words = (list: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\d])(?:${list.map((word) => word.replace(/\./g, '\\.').replace(/\*$/, '\\p{L}*')).join('|')})(?![\\p{L}\\d])`,
    'iu',
  );

const TITLE_WORDS = words([
  'engineer',
  'developer',
  'programmer',
  'manager',
  'analyst',
  'designer',
  'architect',
  'consultant',
  'specialist',
  'lead',
  'head',
  'director',
  'intern',
  'trainee',
  'officer',
  'administrator',
  'tester',
  'scientist',
  'assistant',
  'coordinator',
  'owner',
  'founder',
  'ceo',
  'cto',
  'accountant',
  'editor',
  'writer',
  'researcher',
  'teacher',
  'lecturer',
  'vývojář*',
  'programátor*',
  'inženýr*',
  'manažer*',
  'analyti*',
  'návrhář*',
  'designér*',
  'architekt*',
  'konzultant*',
  'specialist*',
  'vedoucí',
  'ředitel*',
  'stážist*',
  'tester*',
  'asistent*',
  'koordinátor*',
  'účetní',
  'redaktor*',
  'učitel*',
  'lektor*',
  'technik',
  'referent*',
  'správce',
  'junior',
  'senior',
  'medior',
  'recruiter*',
  'personalist*',
  'hr',
]);

const SCHOOL_NAMES = [
  'university',
  'univerzita',
  'univerzity',
  'college',
  'school',
  'škola',
  'gymnázium',
  'academy',
  'akademie',
  'institute',
  'institut',
  'fakulta',
  'faculty',
  'čvut',
  'vut',
  'vše',
  'všcht',
  'mendelu',
  'konzervatoř',
  'lyceum',
  'učení',
];

const ORGANIZATION_WORDS = new RegExp(
  `${words(['s.r.o', 'spol', 'a.s', 'a. s', 'inc', 'ltd', 'llc', 'gmbh', 'corp', 'plc', 'ag', 'group', 'bank', 'banka', ...SCHOOL_NAMES]).source}|\\.(?:cz|com|io|eu|sk)(?![\\p{L}])`,
  'iu',
);

const SCHOOL_WORDS = words(SCHOOL_NAMES);

const DEGREE =
  /^(?:(?:Bc|Mgr|Ing|MgA|BcA|PhDr|RNDr|JUDr|MUDr|MVDr|PharmDr|Ph\.\s?D|PhD|DiS|MBA|MSc|BSc|M\.\s?Sc|B\.\s?Sc|BA|MA|MEng|BEng)\.?|(?:Bachelor|Master|Doctor)(?:'s)?(?:\s+(?:degree|of\s+\p{L}+))?|(?:bakalářsk|magistersk|inženýrsk|doktorsk)\p{L}*(?:\s+(?:studium|titul))?|maturita)(?=$|[\s,])/iu;

const PLACE = /^\p{Lu}[\p{L} .'-]*(?:,\s*\p{Lu}[\p{L} .'-]*)?$/u;

export interface ExperienceFields {
  title: string;
  company: string;
  location: string | null;
}

export interface EducationFields {
  organization: string;
  degree: string | null;
  title: string | null;
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—-]+$/g, '')
    .trim();

/** The heading lines cut into their parts: separators split them; each line is at least one part. */
export function headingParts(lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.split(PART_SEPARATOR).map(tidy)).filter(Boolean);
}

const score = (pattern: RegExp, text: string) => (pattern.test(text) ? 1 : 0);

/** Ends with a company's or a degree's abbreviation ('s.r.o.', 'Inc.', 'Ing.'), not a sentence's full stop. */
const ABBREVIATION_END = /(?:s\.\s?r\.\s?o|a\.\s?s|spol|inc|ltd|co|corp|bc|mgr|ing|ph\.\s?d|dr)\.$/i;

/** Whether a text reads as a sentence of a description rather than as a heading. */
export const looksLikeSentence = (text: string) =>
  /[.!?]$/.test(text) && !ABBREVIATION_END.test(text) && text.split(/\s+/).length > 3;

/** 'Brno, Czechia' / 'Prague, Czech Republic': a place written with its country. */
export const looksLikeCityAndCountry = (text: string) => text.includes(',') && looksLikePlace(text);

/** Whether a short part reads as a place ('Praha', 'Brno, Czechia'), not as a company or a title. */
export const looksLikePlace = (text: string) =>
  text.length <= 40 &&
  text.split(/\s+/).length <= 4 &&
  PLACE.test(text) &&
  !ORGANIZATION_WORDS.test(text) &&
  !TITLE_WORDS.test(text);

/**
 * The job title, the company and the place from the heading's parts. The title is the part that
 * reads most like a job title (the first one when none or both do); a third part is the location.
 */
export function experienceFields(parts: readonly string[]): ExperienceFields {
  const rest = [...parts];
  const location = rest.length > 2 ? (rest.pop() as string) : null;
  if (rest.length === 1) {
    const [single] = rest;
    // 'Developer, Acme s.r.o.': a comma splits the only part when one side is a company.
    const comma = single.match(/^(.+?),\s+(.+)$/);
    if (comma && ORGANIZATION_WORDS.test(comma[2]) && !ORGANIZATION_WORDS.test(comma[1])) {
      return { title: comma[1], company: comma[2], location };
    }
    return { title: single, company: '', location };
  }
  const [first, second] = rest;
  const firstIsTitle =
    score(TITLE_WORDS, first) - score(ORGANIZATION_WORDS, first) >=
    score(TITLE_WORDS, second) - score(ORGANIZATION_WORDS, second);
  return { title: firstIsTitle ? first : second, company: firstIsTitle ? second : first, location };
}

/**
 * The school, the degree and the field of study. The school is the part that names a school
 * (else the first); a leading degree ('Ing.', 'Master's degree') of another part is the degree.
 */
export function educationFields(parts: readonly string[]): EducationFields {
  const schoolIndex = Math.max(
    0,
    parts.findIndex((part) => SCHOOL_WORDS.test(part)),
  );
  const organization = parts[schoolIndex] ?? '';
  const others = parts
    .filter((_, index) => index !== schoolIndex)
    .flatMap((part) => part.split(/,\s+/))
    .map(tidy)
    .filter(Boolean);
  let degree: string | null = null;
  const titles: string[] = [];
  for (const part of others) {
    const found = degree === null ? part.match(DEGREE) : null;
    if (found) {
      degree = tidy(found[0]);
      const remainder = tidy(part.slice(found[0].length).replace(/^\s*(?:in|v oboru|obor)\s+/i, ''));
      if (remainder) titles.push(remainder);
    } else {
      titles.push(part);
    }
  }
  return { organization, degree, title: titles.length ? titles.join(', ') : null };
}
