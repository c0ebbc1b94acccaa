import { seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import type { ImageField } from './images';
import { lr, ls, lslug, slugify } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import type { Role } from './roles';

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

const benefits: [string, string][] = [
  ['5 týdnů dovolené', '5 weeks of holiday'],
  ['Multisport karta', 'Multisport card'],
  ['Flexibilní pracovní doba', 'Flexible hours'],
  ['Příspěvek na vzdělávání', 'Learning budget'],
  ['Stravenkový paušál', 'Meal allowance'],
  ['Sick days', 'Sick days'],
  ['Práce z domova', 'Work from home'],
  ['Firemní akce', 'Team events'],
];

/** The four salary shapes the list must show: from only, to only, both, none. */
function salary(index: number, random: Random) {
  const from = random.int(30, 90) * 1000;
  const to = from + random.int(10, 40) * 1000;
  switch (index % 4) {
    case 0:
      return { salaryFrom: from, salaryTo: to };
    case 1:
      return { salaryFrom: from };
    case 2:
      return { salaryTo: to };
    default:
      return {};
  }
}

export interface JobCompany {
  id: string;
  name: string;
  locations: string[];
  previewImage: ImageField;
}

/** Far-off closing dates, so live offers stay live for years; a few offers closed long ago. */
function validity(index: number, expired: boolean, now: Date, random: Random) {
  if (expired) {
    const closed = expiredDates[index % expiredDates.length];
    return {
      publishedAt: new Date(Date.parse(closed) - 45 * 86_400_000).toISOString(),
      validThrough: closed,
    };
  }
  const publishedAt = new Date(now.getTime() - random.int(1, 60) * 86_400_000).toISOString();
  if (index % 5 === 2) return { publishedAt };
  const validThrough = new Date(Date.UTC(2030 + (index % 3), index % 12, 1 + ((index * 7) % 28), 21, 59, 59));
  return { publishedAt, validThrough: validThrough.toISOString() };
}

const expiredDates = ['2024-12-31T22:59:59.000Z', '2025-03-31T21:59:59.000Z', '2025-09-30T21:59:59.000Z'];

function employmentType(index: number, seniority: string, role: Role) {
  if (seniority === 'junior' && index % 4 === 3) return 'internship';
  if (!role.onsite && index % 6 === 5) return 'freelance';
  return 'employment-contract';
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
    ...salary(index, random),
    currency: index % 17 === 5 ? 'EUR' : 'CZK',
    seniority,
    workload: workloads[Math.floor(index / 3) % workloads.length],
    workingMode: role.onsite ? 'onsite' : workingModes[Math.floor(index / 2) % workingModes.length],
    employmentType: employmentType(index, seniority, role),
    city,
    previewImage: company.previewImage,
    sections: [
      {
        _key: random.key(),
        _type: 'jobSection',
        heading: ls('Co vás čeká', 'What you will do'),
        body: lr(
          richText(random, [
            `V ${company.name} se přidáte k týmu, který ${random.pick(['staví nový produkt', 'zlepšuje služby pro zákazníky', 'roste každý rok'])}.`,
            '- Budete mít na starosti vlastní oblast',
            '- Budete spolupracovat s lidmi napříč firmou',
            '- Dostanete prostor zkoušet nové věci',
          ]),
          richText(random, [
            `At ${company.name} you will join a team that ${random.pick(['builds a new product', 'improves services for customers', 'grows every year'])}.`,
            '- You will own your area',
            '- You will work with people across the company',
            '- You will have room to try new things',
          ]),
        ),
      },
      {
        _key: random.key(),
        _type: 'jobSection',
        heading: ls('Koho hledáme', 'Who we are looking for'),
        body: lr(
          richText(random, [
            '1. Máte chuť se učit',
            '1. Komunikujete otevřeně',
            '1. Berete odpovědnost za výsledek',
          ]),
          richText(random, [
            '1. You are eager to learn',
            '1. You communicate openly',
            '1. You take ownership of results',
          ]),
        ),
      },
    ],
    benefits: random
      .sample(benefits, random.int(3, 6))
      .map(([cs, en]) => ({ _key: random.key(), ...ls(cs, en) })),
    ...validity(index, expired, now, random),
  };
}
