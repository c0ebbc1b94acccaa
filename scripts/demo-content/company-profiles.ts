/** The demo companies: hand-written profiles, everything else about them is generated. */
export interface CompanyProfile {
  slug: string;
  name: string;
  status: 'live' | 'preparing' | 'starting';
  industries: [string, string][];
  locations: string[];
  employees: number;
  colours: { primary: string; primaryText: string; secondary: string; secondaryText: string; accent: string };
  bio: 'PRIMARY' | 'SECONDARY';
  logoBg: 'PRIMARY' | 'SECONDARY';
  description: [string, string];
  values: [string, string];
  tech: string[];
}

export const companyProfiles: CompanyProfile[] = [
  {
    slug: 'pixelhouse',
    name: 'Pixelhouse',
    status: 'live',
    industries: [
      ['Vývoj softwaru', 'Software development'],
      ['Design', 'Design'],
    ],
    locations: ['Praha', 'Brno'],
    employees: 140,
    colours: {
      primary: '#FF5A5F',
      primaryText: '#FFFFFF',
      secondary: '#1B1B3A',
      secondaryText: '#FFFFFF',
      accent: '#FFD23F',
    },
    bio: 'SECONDARY',
    logoBg: 'SECONDARY',
    description: [
      'Navrhujeme a stavíme digitální produkty, které lidé rádi používají – od bankovních aplikací po e-shopy.',
      'We design and build digital products people love to use, from banking apps to online stores.',
    ],
    values: ['Řemeslo, zvědavost a férová zpětná vazba.', 'Craft, curiosity and honest feedback.'],
    tech: ['typescript', 'react', 'nextjs', 'figma', 'nodejs'],
  },
  {
    slug: 'koruna-pay',
    name: 'Koruna Pay',
    status: 'live',
    industries: [
      ['Fintech', 'Fintech'],
      ['Platby', 'Payments'],
    ],
    locations: ['Praha'],
    employees: 320,
    colours: {
      primary: '#2F6BFF',
      primaryText: '#FFFFFF',
      secondary: '#0B1F4B',
      secondaryText: '#FFFFFF',
      accent: '#27EC93',
    },
    bio: 'PRIMARY',
    logoBg: 'SECONDARY',
    description: [
      'Platební brána, přes kterou denně projdou statisíce plateb českých e-shopů.',
      'The payment gateway that handles hundreds of thousands of Czech online payments every day.',
    ],
    values: ['Spolehlivost, bezpečnost a jednoduchost.', 'Reliability, security and simplicity.'],
    tech: ['kotlin', 'java', 'postgresql', 'kubernetes', 'kafka'],
  },
  {
    slug: 'zelena-energie',
    name: 'Zelená energie',
    status: 'live',
    industries: [
      ['Energetika', 'Energy'],
      ['Udržitelnost', 'Sustainability'],
    ],
    locations: ['Brno', 'Ostrava', 'Olomouc'],
    employees: 85,
    colours: {
      primary: '#27EC93',
      primaryText: '#010101',
      secondary: '#053741',
      secondaryText: '#FFFFFF',
      accent: '#FFD23F',
    },
    bio: 'SECONDARY',
    logoBg: 'PRIMARY',
    description: [
      'Stavíme solární a bateriové systémy pro domácnosti i obce po celé Moravě.',
      'We build solar and battery systems for households and towns across Moravia.',
    ],
    values: ['Dlouhodobé myšlení a odpovědnost k přírodě.', 'Long-term thinking and care for nature.'],
    tech: ['python', 'django', 'postgresql', 'grafana'],
  },
  {
    slug: 'strojirny-hana',
    name: 'Strojírny Haná',
    status: 'live',
    industries: [
      ['Strojírenství', 'Engineering'],
      ['Výroba', 'Manufacturing'],
    ],
    locations: ['Olomouc', 'Prostějov'],
    employees: 610,
    colours: {
      primary: '#F28C28',
      primaryText: '#1A1A1A',
      secondary: '#2E3440',
      secondaryText: '#FFFFFF',
      accent: '#7FB8E6',
    },
    bio: 'SECONDARY',
    logoBg: 'SECONDARY',
    description: [
      'Rodinná firma, která přes 70 let vyrábí obráběcí stroje pro celý svět.',
      'A family business making machine tools for the whole world for over 70 years.',
    ],
    values: [
      'Poctivá práce, bezpečnost a učení se od zkušených.',
      'Honest work, safety and learning from the experienced.',
    ],
    tech: ['cpp', 'plc', 'sap', 'python'],
  },
  {
    slug: 'medicata',
    name: 'Medicata',
    status: 'live',
    industries: [
      ['Zdravotnictví', 'Healthcare'],
      ['Software', 'Software'],
    ],
    locations: ['Praha', 'Hradec Králové'],
    employees: 210,
    colours: {
      primary: '#E0338E',
      primaryText: '#FFFFFF',
      secondary: '#2A0F2E',
      secondaryText: '#FFFFFF',
      accent: '#7FB8E6',
    },
    bio: 'PRIMARY',
    logoBg: 'SECONDARY',
    description: [
      'Nemocniční informační systém, který lékařům šetří hodinu denně.',
      'A hospital information system that saves doctors an hour a day.',
    ],
    values: ['Pacient na prvním místě, klid a preciznost.', 'Patients first, calm and precision.'],
    tech: ['csharp', 'dotnet', 'react', 'azure', 'postgresql'],
  },
  {
    slug: 'rychle-balik',
    name: 'Rychlý balík',
    status: 'live',
    industries: [
      ['Logistika', 'Logistics'],
      ['E-commerce', 'E-commerce'],
    ],
    locations: ['Praha', 'Plzeň', 'Brno', 'Ostrava'],
    employees: 1200,
    colours: {
      primary: '#FFD23F',
      primaryText: '#1A1A1A',
      secondary: '#1D3557',
      secondaryText: '#FFFFFF',
      accent: '#FF4D4D',
    },
    bio: 'SECONDARY',
    logoBg: 'PRIMARY',
    description: [
      'Doručujeme zásilky do druhého dne do každé obce v Česku.',
      'We deliver parcels next day to every town in the Czech Republic.',
    ],
    values: ['Rychlost, spolehlivost a týmový duch.', 'Speed, reliability and team spirit.'],
    tech: ['go', 'kubernetes', 'postgresql', 'kafka', 'react'],
  },
  {
    slug: 'hrave-studio',
    name: 'Hravé studio',
    status: 'live',
    industries: [['Herní vývoj', 'Game development']],
    locations: ['Praha', 'Brno'],
    employees: 55,
    colours: {
      primary: '#8B5CF6',
      primaryText: '#FFFFFF',
      secondary: '#12002E',
      secondaryText: '#FFFFFF',
      accent: '#27EC93',
    },
    bio: 'PRIMARY',
    logoBg: 'SECONDARY',
    description: [
      'Nezávislé studio, které tvoří příběhové hry oceněné po celém světě.',
      'An independent studio making story-driven games awarded worldwide.',
    ],
    values: [
      'Hravost, odvaha experimentovat a péče o detail.',
      'Playfulness, the courage to experiment and attention to detail.',
    ],
    tech: ['cpp', 'unreal', 'csharp', 'unity'],
  },
  {
    slug: 'mediabox',
    name: 'Mediabox',
    status: 'live',
    industries: [
      ['Média', 'Media'],
      ['Marketing', 'Marketing'],
    ],
    locations: ['Praha'],
    employees: 95,
    colours: {
      primary: '#FF4D4D',
      primaryText: '#FFFFFF',
      secondary: '#111111',
      secondaryText: '#FFFFFF',
      accent: '#FFD23F',
    },
    bio: 'SECONDARY',
    logoBg: 'PRIMARY',
    description: [
      'Vydáváme zpravodajský web a podcasty, které poslouchá půl milionu lidí týdně.',
      'We publish a news site and podcasts half a million people listen to every week.',
    ],
    values: ['Pravdivost, nezávislost a rychlost.', 'Truthfulness, independence and speed.'],
    tech: ['php', 'vue', 'mysql', 'aws'],
  },
  {
    slug: 'nadhled-consulting',
    name: 'Nadhled Consulting',
    status: 'live',
    industries: [['Poradenství', 'Consulting']],
    locations: ['Praha', 'Brno'],
    employees: 3,
    colours: {
      primary: '#0EA5A4',
      primaryText: '#FFFFFF',
      secondary: '#0F2C2C',
      secondaryText: '#FFFFFF',
      accent: '#FFD23F',
    },
    bio: 'PRIMARY',
    logoBg: 'PRIMARY',
    description: [
      'Malý tým zkušených konzultantů, kteří pomáhají firmám s digitální proměnou.',
      'A small team of seasoned consultants helping companies through digital change.',
    ],
    values: ['Upřímnost, důvěra a výsledky.', 'Candour, trust and results.'],
    tech: ['python', 'powerbi', 'azure'],
  },
  {
    slug: 'knihomol',
    name: 'Knihomol',
    status: 'live',
    industries: [
      ['Maloobchod', 'Retail'],
      ['E-commerce', 'E-commerce'],
    ],
    locations: ['Plzeň', 'České Budějovice'],
    employees: 180,
    colours: {
      primary: '#C2410C',
      primaryText: '#FFFFFF',
      secondary: '#3B2314',
      secondaryText: '#FFFFFF',
      accent: '#FDE68A',
    },
    bio: 'SECONDARY',
    logoBg: 'SECONDARY',
    description: [
      'Síť knihkupectví a e-shop, kde vám poradí lidé, kteří čtou.',
      'A chain of bookshops and an online store where people who read give advice.',
    ],
    values: ['Láska ke knihám, laskavost a komunita.', 'Love of books, kindness and community.'],
    tech: ['php', 'symfony', 'elasticsearch', 'react'],
  },
  {
    slug: 'skola-hrou',
    name: 'Škola hrou',
    status: 'preparing',
    industries: [
      ['Vzdělávání', 'Education'],
      ['EdTech', 'EdTech'],
    ],
    locations: ['Liberec'],
    employees: 1,
    colours: {
      primary: '#7FB8E6',
      primaryText: '#0B1F33',
      secondary: '#0B1F33',
      secondaryText: '#FFFFFF',
      accent: '#FF4D4D',
    },
    bio: 'PRIMARY',
    logoBg: 'SECONDARY',
    description: [
      'Aplikace, se kterou se děti učí matematiku jako ve hře.',
      'An app that lets children learn maths like a game.',
    ],
    values: ['Zvídavost, trpělivost a radost z učení.', 'Curiosity, patience and the joy of learning.'],
    tech: ['flutter', 'firebase', 'typescript'],
  },
  {
    slug: 'datova-tovarna',
    name: 'Datová továrna',
    status: 'starting',
    industries: [
      ['Data a AI', 'Data and AI'],
      ['Software', 'Software'],
    ],
    locations: ['Brno', 'Zlín'],
    employees: 42,
    colours: {
      primary: '#22D3EE',
      primaryText: '#06202A',
      secondary: '#06202A',
      secondaryText: '#FFFFFF',
      accent: '#E0338E',
    },
    bio: 'SECONDARY',
    logoBg: 'PRIMARY',
    description: [
      'Pomáháme výrobním firmám předvídat poruchy strojů z dat senzorů.',
      'We help manufacturers predict machine failures from sensor data.',
    ],
    values: ['Vědecký přístup, otevřenost a pokora.', 'A scientific approach, openness and humility.'],
    tech: ['python', 'pytorch', 'kubernetes', 'postgresql', 'grafana'],
  },
];
