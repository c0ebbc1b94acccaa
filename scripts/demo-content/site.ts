import { exampleSocials } from './companies';
import type { ImageCatalog } from './images';
import { legalPages } from './legal';
import { lr, ls, lt } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import { searchSynonymsDocument } from './search-synonyms';
import { avatarSvg } from './svg-art';

const services: [string, string, string, string, string][] = [
  [
    'users',
    'Multimediální profily',
    'Multimedia profiles',
    'Fotky, videa, příběhy lidí a technologie: ukažte, jací doopravdy jste.',
    'Photos, videos, people’s stories and tech stack: show who you really are.',
  ],
  [
    'briefcase',
    'Pracovní nabídky bez limitu',
    'Job offers with unlimited postings',
    'Zveřejněte tolik pozic, kolik potřebujete, bez příplatků za inzerát.',
    'Publish as many positions as you need, with no per-posting fees.',
  ],
  [
    'newspaper',
    'HR marketing',
    'HR marketing',
    'Kampaně, rozhovory a články v magazínu, které přivedou ty správné lidi.',
    'Campaigns, interviews and magazine features that bring the right people.',
  ],
  [
    'building',
    'Kariérní weby',
    'Career websites',
    'Postavíme vám kariérní stránky ve vašich barvách, napojené na profil.',
    'We build career pages in your colours, connected to your profile.',
  ],
  [
    'external-link',
    'Napojení na vaše systémy',
    "Integration with your company's own systems",
    'Nabídky i přihlášky propojíme s vaším ATS nebo HR systémem.',
    'We connect offers and applications to your ATS or HR system.',
  ],
];

/** The For companies figures: prefix, value (cs, en), label (cs, en). */
const b2bHighlights: [string, string, string, string, string][] = [
  [
    'over',
    '10 let',
    '10 years',
    'zkušeností s náborem a employer brandingem',
    'of experience in hiring and employer branding',
  ],
  [
    'none',
    'Neomezeně',
    'Unlimited',
    'pracovních nabídek v ceně profilu',
    'job postings included with your profile',
  ],
  [
    'none',
    '90 dní',
    '90 days',
    'zobrazení a přihlášek v přehledu, bez cookies',
    'of views and applications in one dashboard, cookie-free',
  ],
  [
    'none',
    '2 jazyky',
    '2 languages',
    'pro šablony zpráv uchazečům: čeština a angličtina',
    'for message templates: Czech and English',
  ],
];

export function siteDocuments(
  random: Random,
  images: ImageCatalog,
  companyIds: string[],
  jobIds: string[],
  articleIds: string[],
) {
  const reference = (id: string) => ({ _key: random.key(), _type: 'reference', _ref: id });
  const defaultTheme = {
    _type: 'theme',
    primaryColor: '#27EC93',
    primaryTextColor: '#010101',
    secondaryColor: '#053741',
    secondaryTextColor: '#FFF',
    profileNavigationBgColor: 'PRIMARY',
    companyBioBgColor: 'PRIMARY',
    companyCardLogoBgColor: 'PRIMARY',
  };
  const testimonials = [
    [
      'Markéta Šimková',
      'Personální ředitelka|Head of HR',
      'Pixelhouse',
      'Díky profilu k nám chodí lidé, kteří už vědí, do čeho jdou.',
      'Thanks to our profile, people come to us already knowing what to expect.',
    ],
    [
      'Pavel Růžička',
      'Generální ředitel|CEO',
      'Rychlý balík',
      'Za půl roku jsme obsadili 40 pozic ve skladech i v IT.',
      'In six months we filled 40 positions in our warehouses and in IT.',
    ],
    [
      'Ivana Zemanová',
      'Specialistka náboru|Talent acquisition specialist',
      'Medicata',
      'Videa od kolegů fungují líp než jakýkoli inzerát.',
      'Videos from colleagues work better than any job ad.',
    ],
    [
      'Lukáš Bartoš',
      'Provozní ředitel|COO',
      'Zelená energie',
      'Konečně portál, kde nejsme jen logo v seznamu.',
      'Finally a portal where we are not just a logo in a list.',
    ],
  ].map(([person, role, companyName, cs, en], index) => ({
    _id: `testimonial-${index + 1}`,
    _type: 'testimonial',
    person,
    role: ls(...(role.split('|') as [string, string])),
    companyName,
    quote: lt(cs, en),
    photo: images.add(
      `testimonial-${index + 1}`,
      avatarSvg(random, { primary: '#27EC93', secondary: '#053741', accent: '#FFD23F' }, 320),
      320,
      320,
    ),
  }));
  return [
    ...testimonials,
    ...services.map(([icon, titleCs, titleEn, cs, en], index) => ({
      _id: `b2b-service-${index + 1}`,
      _type: 'b2bService',
      icon,
      order: index + 1,
      title: ls(titleCs, titleEn),
      description: lt(cs, en),
    })),
    ...legalPages.map((page) => ({
      _id: `legal-${page.kind}`,
      _type: 'legalPage',
      kind: page.kind,
      title: ls(...page.title),
      body: lr(richText(random, page.cs), richText(random, page.en)),
      updatedAt: '2026-09-01',
    })),
    {
      _id: 'homePage',
      _type: 'homePage',
      heroTitle: ls('Najděte svůj kmen', 'Find your tribe'),
      heroText: lt(
        'Firmy s lidskou tváří a práce, kde můžete být sami sebou.',
        'Companies with a human face and work where you can be yourself.',
      ),
      featuredCompanies: companyIds.slice(0, 6).map(reference),
      featuredJobOffers: jobIds.slice(0, 6).map(reference),
      featuredArticles: articleIds.slice(0, 3).map(reference),
    },
    {
      _id: 'b2bPage',
      _type: 'b2bPage',
      heroTitle: ls('Employer branding s lidskou tváří', 'Employer branding with a human face'),
      heroText: lt(
        'Ukažte kandidátům, jací doopravdy jste. Postavíme vám profil, který přitahuje lidi, kteří k vám sedí, a nabídky, které se dočtou do konce.',
        'Show candidates who you really are. We build you a profile that attracts people who fit, and job offers they read to the end.',
      ),
      highlights: b2bHighlights.map(([prefix, valueCs, valueEn, labelCs, labelEn]) => ({
        _key: random.key(),
        _type: 'b2bHighlight',
        prefix,
        value: ls(valueCs, valueEn),
        label: ls(labelCs, labelEn),
      })),
    },
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      theme: defaultTheme,
      b2bTheme: { ...defaultTheme, primaryColor: '#FFD23F', primaryTextColor: '#010101' },
      socials: exampleSocials('tribe').map(([kind, url]) => ({
        _key: random.key(),
        _type: 'social',
        kind,
        url,
      })),
      contactEmail: 'ahoj@tribe.example',
      recruitingEmail: 'nabor@tribe.example',
      salesEmail: 'obchod@tribe.example',
      exchangeRates: { date: '2026-11-20', eur: 24.35, usd: 21.1 },
    },
    searchSynonymsDocument(),
  ];
}
