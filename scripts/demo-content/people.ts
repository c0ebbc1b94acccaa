/** Czech people for the demo stories: names, roles and wording that match each person's gender. */
export interface Person {
  name: string;
  female: boolean;
}

export const people: Person[] = [
  { name: 'Jana Nováková', female: true },
  { name: 'Petr Dvořák', female: false },
  { name: 'Lucie Svobodová', female: true },
  { name: 'Tomáš Černý', female: false },
  { name: 'Kateřina Procházková', female: true },
  { name: 'Martin Kučera', female: false },
  { name: 'Eva Veselá', female: true },
  { name: 'Jakub Horák', female: false },
  { name: 'Tereza Marková', female: true },
  { name: 'Ondřej Pokorný', female: false },
  { name: 'Veronika Králová', female: true },
  { name: 'David Beneš', female: false },
  { name: 'Michaela Dušková', female: true },
  { name: 'Lukáš Zeman', female: false },
];

/** A story role: Czech for a woman, for a man, and English. */
type StoryRole = [female: string, male: string, english: string];

const roles: StoryRole[] = [
  ['Vedoucí týmu', 'Vedoucí týmu', 'Team lead'],
  ['Personalistka', 'Personalista', 'HR partner'],
  ['Projektová manažerka', 'Projektový manažer', 'Project manager'],
  ['Obchodní zástupkyně', 'Obchodní zástupce', 'Sales representative'],
];

/** Roles people hold at companies of each kind, besides the ones every company has. */
const rolesByCompany: Record<string, StoryRole[]> = {
  pixelhouse: [
    ['Vývojářka', 'Vývojář', 'Developer'],
    ['Designérka', 'Designér', 'Designer'],
  ],
  'koruna-pay': [
    ['Analytička rizik', 'Analytik rizik', 'Risk analyst'],
    ['Vývojářka', 'Vývojář', 'Developer'],
  ],
  'zelena-energie': [
    ['Projektantka', 'Projektant', 'Design engineer'],
    ['Servisní technička', 'Servisní technik', 'Service technician'],
  ],
  'strojirny-hana': [
    ['Technoložka výroby', 'Technolog výroby', 'Production engineer'],
    ['Konstruktérka', 'Konstruktér', 'Design engineer'],
  ],
  medicata: [
    ['Klinická specialistka', 'Klinický specialista', 'Clinical specialist'],
    ['Vývojářka', 'Vývojář', 'Developer'],
  ],
  'rychle-balik': [
    ['Vedoucí směny', 'Vedoucí směny', 'Shift lead'],
    ['Dispečerka', 'Dispečer', 'Dispatcher'],
  ],
  'hrave-studio': [
    ['Herní designérka', 'Herní designér', 'Game designer'],
    ['Programátorka', 'Programátor', 'Programmer'],
  ],
  mediabox: [
    ['Redaktorka', 'Redaktor', 'Editor'],
    ['Střihačka', 'Střihač', 'Video editor'],
  ],
  'nadhled-consulting': [['Konzultantka', 'Konzultant', 'Consultant']],
  knihomol: [
    ['Knihkupkyně', 'Knihkupec', 'Bookseller'],
    ['Vedoucí prodejny', 'Vedoucí prodejny', 'Store manager'],
  ],
  'skola-hrou': [['Zakladatelka', 'Zakladatel', 'Founder']],
  'datova-tovarna': [
    ['Datová vědkyně', 'Datový vědec', 'Data scientist'],
    ['Datová inženýrka', 'Datový inženýr', 'Data engineer'],
  ],
};

export function storyRoles(slug: string): StoryRole[] {
  return [...(rolesByCompany[slug.replace(/-\d+$/, '')] ?? []), ...roles];
}

/** The role's Czech form for the person's gender, and its English form. */
export function roleFor(role: StoryRole, person: Person): [string, string] {
  return [person.female ? role[0] : role[1], role[2]];
}
