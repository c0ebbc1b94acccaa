import type { Motif } from './svg-art';

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
  /** The mark its logo, cover and gallery are drawn from (svg-art.ts). */
  motif: Motif;
  /** How many pictures and videos its gallery holds (6 to 12). */
  gallery: number;
  /** The first sentence of its job offers, with the name declined as Czech needs it. */
  jobIntro: [string, string];
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
    motif: 'pixels',
    gallery: 12,
    jobIntro: [
      'V Pixelhousu se přidáte k jednomu z devíti produktových týmů; každý má svého klienta, designéra a volnost v tom, jak dojde k cíli.',
      'At Pixelhouse you join one of nine product teams; each has its own client, its own designer and the freedom to choose how it gets there.',
    ],
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
    motif: 'coin',
    gallery: 8,
    jobIntro: [
      'Koruna Pay zpracovává platby pro více než čtyři tisíce českých e-shopů a u nás se přidáte k týmu, který za jejich spolehlivost ručí.',
      'Koruna Pay processes payments for more than four thousand Czech online shops, and you join the team that answers for their reliability.',
    ],
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
    motif: 'sun',
    gallery: 9,
    jobIntro: [
      'V Zelené energii jsme za osm let postavili přes dva tisíce solárních elektráren; teď rosteme o baterie a sdílení energie v obcích.',
      'At Zelená energie we have built over two thousand solar plants in eight years; now we are growing into batteries and energy sharing for towns.',
    ],
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
    motif: 'gear',
    gallery: 11,
    jobIntro: [
      'Ve Strojírnách Haná vyrábíme obráběcí stroje od roku 1953 a polovinu z nich vyvážíme; přidáte se k lidem, kteří řemeslo předávají dál.',
      'Strojírny Haná has made machine tools since 1953 and exports half of them; you join people who pass their craft on.',
    ],
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
    motif: 'cross',
    gallery: 10,
    jobIntro: [
      'V Medicatě vyvíjíme nemocniční systém, se kterým pracuje 38 nemocnic, a každá změna musí obstát před lékaři i před auditorem.',
      'At Medicata we build the hospital system 38 hospitals work with, and every change has to satisfy doctors and auditors alike.',
    ],
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
    motif: 'parcel',
    gallery: 12,
    jobIntro: [
      'V Rychlém balíku doručíme přes tři sta tisíc zásilek denně ze šesti dep a čtyř třídicích center.',
      'Rychlý balík delivers over three hundred thousand parcels a day from six depots and four sorting centres.',
    ],
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
    motif: 'play',
    gallery: 9,
    jobIntro: [
      'V Hravém studiu děláme příběhové hry v týmu pětapadesáti lidí; na naší poslední hře pracovalo celé studio tři roky.',
      'Hravé studio makes story-driven games with a team of fifty-five; the whole studio spent three years on our last game.',
    ],
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
    motif: 'wave',
    gallery: 7,
    jobIntro: [
      'V Mediaboxu vydáváme zpravodajský web a šest podcastů a redakce je otevřená od šesti ráno do půlnoci.',
      'Mediabox publishes a news site and six podcasts, and the newsroom is open from six in the morning until midnight.',
    ],
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
    motif: 'peak',
    gallery: 6,
    jobIntro: [
      'Nadhled Consulting tvoří tři zkušení konzultanti a hledáme čtvrtého, který bude s klienty mluvit stejně otevřeně jako my.',
      'Nadhled Consulting is three seasoned consultants, and we are looking for a fourth who talks to clients as openly as we do.',
    ],
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
    motif: 'book',
    gallery: 8,
    jobIntro: [
      'V Knihomolu máme jedenáct knihkupectví a e-shop a každý z nás přečte víc knih, než prodá za den.',
      'Knihomol runs eleven bookshops and an online store, and every one of us reads more books than we sell in a day.',
    ],
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
    motif: 'blocks',
    gallery: 6,
    jobIntro: [
      'Ve Škole hrou připravujeme aplikaci, se kterou se děti učí matematiku hrou, a začínáme s prvním týmem.',
      'At Škola hrou we are preparing an app in which children learn maths by playing, and we are starting our first team.',
    ],
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
    motif: 'bars',
    gallery: 10,
    jobIntro: [
      'V Datové továrně předpovídáme poruchy strojů z dat senzorů pro dvacet výrobních firem v Česku a Německu.',
      'At Datová továrna we predict machine failures from sensor data for twenty manufacturers in the Czech Republic and Germany.',
    ],
  },
];
