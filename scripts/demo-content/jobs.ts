import { type Seniority, seniorities, type Workload, workingModes } from '@tribe/schemas/job-enums';
import type { ImageField } from './images';
import { lr, ls, lslug, slugify } from './localized';
import { offerSkills } from './offer-skills';
import { richText } from './portable-text';
import type { Random } from './random';
import type { Pair, Role } from './roles';
import { salaryFields } from './salaries';

export const cities = [
  'Praha',
  'Brno',
  'Ostrava',
  'Plzeň',
  'Olomouc',
  'Liberec',
  'České Budějovice',
  'Hradec Králové',
  'Zlín',
  'Pardubice',
];

/** A benefit only an offer that can be done away from its site has (never a welder's or a driver's). */
const WORK_FROM_HOME: [string, string] = ['Práce z domova', 'Work from home'];

const benefits: [string, string][] = [
  ['5 týdnů dovolené', '5 weeks of holiday'],
  ['Multisport karta', 'Multisport card'],
  ['Flexibilní pracovní doba', 'Flexible hours'],
  ['Příspěvek na vzdělávání', 'Learning budget'],
  ['Stravenkový paušál', 'Meal allowance'],
  ['Sick days', 'Sick days'],
  WORK_FROM_HOME,
  ['Firemní akce', 'Team events'],
];

export interface JobCompany {
  id: string;
  name: string;
  locations: string[];
  previewImage: ImageField;
  /** The offer's opening sentence about the company, name declined (company-profiles.ts). */
  jobIntro: [string, string];
}

const DAY_MS = 86_400_000;

/**
 * Dates that read current: published over the last 30 days, every fourth offer in the last three,
 * taking applications for another 2 to 8 weeks (a fifth of them open-ended); a few offers closed
 * long ago. The site moves them to the day its data is created (web/content/demo-dataset-moment.ts).
 */
function validity(index: number, expired: boolean, now: Date, random: Random) {
  if (expired) {
    const closed = expiredDates[index % expiredDates.length];
    return {
      publishedAt: new Date(Date.parse(closed) - 45 * DAY_MS).toISOString(),
      validThrough: closed,
    };
  }
  const daysAgo = index % 4 === 0 ? random.int(0, 2) : random.int(3, 30);
  const publishedAt = new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  if (index % 5 === 2) return { publishedAt };
  const validThrough = new Date(now.getTime() + random.int(14, 56) * DAY_MS);
  validThrough.setUTCHours(21, 59, 59, 0);
  return { publishedAt, validThrough: validThrough.toISOString() };
}

const expiredDates = ['2024-12-31T22:59:59.000Z', '2025-03-31T21:59:59.000Z', '2025-09-30T21:59:59.000Z'];

/**
 * Contracts as Czech IT hires: an employment contract for most, a contractor on a trade licence
 * (IČO) for about a fifth of the experienced specialists, internships for some juniors.
 */
function employmentType(index: number, seniority: string, role: Role) {
  // Internships are for students of the field; warehouse or shop-floor work has none.
  if (seniority === 'junior' && index % 4 === 3 && !role.onsite) return 'internship';
  if (!role.onsite && seniority !== 'junior' && index % 5 === 1) return 'freelance';
  return 'employment-contract';
}

/** Full-time as a rule; part-time for some shop-floor and service roles and, rarely, a specialist. */
function workloadOf(index: number, role: Role, type: string): Workload {
  if (type === 'freelance') return 'full-time';
  return index % (role.onsite ? 4 : 11) === 3 ? 'part-time' : 'full-time';
}

function uniqueSlug(slug: string, used: Set<string>, city: string): string {
  let candidate = used.has(slug) ? slugify(`${slug} ${city}`) : slug;
  for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
  used.add(candidate);
  return candidate;
}

export interface JobPlacement {
  /** Position in the whole dataset (the id is job-{index + 1}). */
  index: number;
  role: Role;
  expired: boolean;
}

/** What the level asks of a candidate, beyond the role's own requirements. */
const levelNeeds: Record<'skilled' | 'manual', Record<Seniority, Pair>> = {
  manual: {
    junior: [
      'Praxi nevyžadujeme: všechno vás naučíme na místě.',
      'No experience needed: we teach you everything on the job.',
    ],
    medior: ['Výhodou je praxe na podobné pozici.', 'Experience in a similar job is a plus.'],
    senior: [
      'Hledáme zkušeného kolegu nebo kolegyni, kteří zaučí nováčky.',
      'We are looking for an experienced hand who will show newcomers the ropes.',
    ],
  },
  skilled: {
    junior: [
      'Začínáte? Nevadí: první tři měsíce vám bude k ruce zkušený kolega a plán, co se kdy naučíte.',
      'Just starting out? That is fine: for your first three months an experienced colleague and a learning plan will be at your side.',
    ],
    medior: [
      'Máte za sebou několik let praxe a víte, co zvládnete sami a kdy je lepší se zeptat.',
      'You have a few years of experience and know what you can handle alone and when it is better to ask.',
    ],
    senior: [
      'Od seniorní role čekáme, že budete rozhodovat samostatně, učit mladší kolegy a ukazovat směr.',
      'In a senior role we expect you to decide on your own, teach younger colleagues and set the direction.',
    ],
  },
};

/** How the arrangement works, for the offers that are not an ordinary full-time contract. */
function arrangement(workload: Workload, employmentType: string): Pair[] {
  const lines: Pair[] = [];
  if (employmentType === 'internship')
    lines.push([
      'Stáž trvá šest měsíců a dá se skloubit se studiem; pokud si budeme rozumět, nabídneme vám smlouvu na dobu neurčitou.',
      'The internship lasts six months and fits around your studies; if we get on, we offer you a permanent contract.',
    ]);
  if (employmentType === 'freelance')
    lines.push([
      'Spolupracujeme na živnostenský list a fakturujete měsíčně; uvedená částka je měsíční odměna.',
      'This is a freelance contract invoiced monthly; the amount shown is the monthly fee.',
    ]);
  if (workload === 'part-time')
    lines.push([
      'Jde o zkrácený úvazek 0,6 (24 hodin týdně); dny si domluvíme podle vás i týmu. Mzda odpovídá úvazku.',
      'This is a 0.6 part-time role (24 hours a week); we agree the days with you and the team. The pay reflects the hours.',
    ]);
  return lines;
}

export function jobOfferDocument(
  random: Random,
  { index, role, expired }: JobPlacement,
  company: JobCompany,
  now: Date,
  usedSlugs: { cs: Set<string>; en: Set<string> },
) {
  const seniority = seniorities[index % seniorities.length];
  const city = index % 3 === 0 ? cities[index % cities.length] : random.pick(company.locations);
  const level = role.onsite ? null : { junior: 'Junior', medior: 'Medior', senior: 'Senior' }[seniority];
  const titleCs = level ? `${level} ${role.cs}` : role.cs;
  const titleEn = level ? `${level} ${role.en}` : role.en;
  const type = employmentType(index, seniority, role);
  const workload = workloadOf(index, role, type);
  const section = (heading: Pair, cs: string[], en: string[]) => ({
    _key: random.key(),
    _type: 'jobSection',
    heading: ls(...heading),
    body: lr(richText(random, cs), richText(random, en)),
  });
  const terms = arrangement(workload, type);
  const expectations = levelNeeds[role.onsite ? 'manual' : 'skilled'][seniority];
  return {
    _id: `job-${index + 1}`,
    _type: 'jobOffer',
    title: ls(titleCs, titleEn),
    // The company's name keeps slugs unique per language, as the schema requires.
    slug: lslug(
      uniqueSlug(slugify(`${titleCs} ${company.name}`), usedSlugs.cs, city),
      uniqueSlug(slugify(`${titleEn} ${company.name}`), usedSlugs.en, city),
    ),
    company: { _type: 'reference', _ref: company.id },
    skills: offerSkills([
      titleEn,
      role.summary[1],
      ...[...role.tasks, ...role.needs].map(([, en]) => en),
    ]).map((slug) => ({ _key: slug, _type: 'reference', _ref: `technology-${slug}` })),
    ...salaryFields(index, { role, seniority, workload, employmentType: type }, random),
    seniority,
    workload,
    workingMode: role.onsite ? 'onsite' : workingModes[Math.floor(index / 2) % workingModes.length],
    employmentType: type,
    drivingLicence: role.drivingLicence ?? 'none',
    city,
    previewImage: company.previewImage,
    sections: [
      section(
        ['Co vás čeká', 'What you will do'],
        [company.jobIntro[0], role.summary[0], ...role.tasks.map(([cs]) => `- ${cs}`)],
        [company.jobIntro[1], role.summary[1], ...role.tasks.map(([, en]) => `- ${en}`)],
      ),
      section(
        ['Co od vás čekáme', 'What we expect'],
        [...role.needs.map(([cs]) => `- ${cs}`), expectations[0]],
        [...role.needs.map(([, en]) => `- ${en}`), expectations[1]],
      ),
      ...(terms.length > 0
        ? [
            section(
              ['Podmínky', 'Terms'],
              terms.map(([cs]) => cs),
              terms.map(([, en]) => en),
            ),
          ]
        : []),
    ],
    benefits: random
      .sample(benefits, random.int(3, 6))
      .map((benefit) => ({ benefit, _key: random.key() }))
      .filter(({ benefit }) => !(role.onsite && benefit === WORK_FROM_HOME))
      .map(({ benefit: [cs, en], _key }) => ({ _key, ...ls(cs, en) })),
    ...validity(index, expired, now, random),
  };
}
