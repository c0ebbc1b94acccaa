import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import type { ImageField } from './images';
import { lr, ls, lslug, slugify } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';

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

const titles: [string, string][] = [
  ['Frontend vývojář/ka', 'Frontend developer'],
  ['Backend vývojář/ka', 'Backend developer'],
  ['Produktový designér/ka', 'Product designer'],
  ['Datový analytik/čka', 'Data analyst'],
  ['DevOps inženýr/ka', 'DevOps engineer'],
  ['Projektový manažer/ka', 'Project manager'],
  ['Specialista/ka zákaznické podpory', 'Customer support specialist'],
  ['Obchodní zástupce/kyně', 'Sales representative'],
  ['Účetní', 'Accountant'],
  ['HR generalista/ka', 'HR generalist'],
  ['Tester/ka softwaru', 'QA engineer'],
  ['Technik/čka údržby', 'Maintenance technician'],
  ['Marketingový specialista/ka', 'Marketing specialist'],
  ['Copywriter/ka', 'Copywriter'],
  ['Skladník/ice', 'Warehouse operative'],
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

export function jobOfferDocument(random: Random, index: number, company: JobCompany, now: Date) {
  const [titleCs, titleEn] = titles[index % titles.length];
  const seniority = seniorities[index % seniorities.length];
  const city = index % 3 === 0 ? cities[index % cities.length] : random.pick(company.locations);
  const published = new Date(now.getTime() - random.int(1, 60) * 86_400_000);
  const seniorityLabel = { junior: 'Junior', medior: 'Medior', senior: 'Senior' }[seniority];
  return {
    _id: `job-${index + 1}`,
    _type: 'jobOffer',
    title: ls(`${seniorityLabel} ${titleCs}`, `${seniorityLabel} ${titleEn}`),
    // The company's name keeps slugs unique per language, as the schema requires.
    slug: lslug(
      slugify(`${seniorityLabel} ${titleCs} ${company.name}`),
      slugify(`${seniorityLabel} ${titleEn} ${company.name}`),
    ),
    company: { _type: 'reference', _ref: company.id },
    ...salary(index, random),
    currency: index % 17 === 5 ? 'EUR' : 'CZK',
    seniority,
    workload: workloads[Math.floor(index / 3) % workloads.length],
    workingMode: workingModes[Math.floor(index / 2) % workingModes.length],
    employmentType: employmentTypes[Math.floor(index / 5) % employmentTypes.length],
    city,
    previewImage: company.previewImage,
    sections: [
      {
        _key: random.key(),
        _type: 'jobSection',
        heading: ls('Co tě čeká', 'What you will do'),
        body: lr(
          richText(random, [
            `V ${company.name} se přidáš k týmu, který ${random.pick(['staví nový produkt', 'zlepšuje služby pro zákazníky', 'roste každý rok'])}.`,
            '- Budeš mít na starosti vlastní oblast',
            '- Spolupracuješ s lidmi napříč firmou',
            '- Dostaneš prostor zkoušet nové věci',
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
            '1. Máš chuť se učit',
            '1. Komunikuješ otevřeně',
            '1. Bereš odpovědnost za výsledek',
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
    publishedAt: published.toISOString(),
    ...(index % 4 === 0
      ? { validThrough: new Date(published.getTime() + 45 * 86_400_000).toISOString() }
      : {}),
  };
}
