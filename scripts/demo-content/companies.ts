import type { CompanyProfile } from './company-profiles';
import type { ImageCatalog } from './images';
import { lr, ls, lt } from './localized';
import { people, roleFor, storyRoles } from './people';
import { richText } from './portable-text';
import type { Random } from './random';
import { avatarSvg, logoSvg, type Palette, sceneSvg } from './svg-art';
import { valueTagsByCompany } from './value-tags';

const youtubeIds = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw', 'kJQP7kiw5Fk'];
const vimeoIds = ['76979871', '22439234', '1084537', '148751763', '357274789'];
const aspectRatios = ['original', '1/1', '2/3', '3/2', '2.35/1'];
function curiosities(random: Random, profile: CompanyProfile) {
  const facts = [
    {
      isPercentage: true,
      value: random.int(30, 95),
      topLabel: ls('Až', 'Up to'),
      unit: ls('%', '%'),
      bottomLabel: ls('lidí pracuje hybridně', 'of people work hybrid'),
    },
    {
      isPercentage: false,
      value: profile.employees,
      topLabel: ls('Je nás', 'We are'),
      unit: ls('lidí', 'people'),
      bottomLabel: ls('v týmu', 'in the team'),
    },
    {
      isPercentage: false,
      value: random.int(5, 25),
      topLabel: ls('Na trhu', 'On the market'),
      unit: ls('let', 'years'),
      bottomLabel: ls('zkušeností', 'of experience'),
    },
    {
      isPercentage: true,
      value: random.int(20, 60),
      topLabel: ls('Ve vedení', 'In leadership'),
      unit: ls('%', '%'),
      bottomLabel: ls('tvoří ženy', 'are women'),
    },
    {
      isPercentage: false,
      value: random.int(25, 30),
      topLabel: ls('Máme', 'We get'),
      unit: ls('dní', 'days'),
      bottomLabel: ls('dovolené ročně', 'of holiday a year'),
    },
    {
      isPercentage: false,
      value: random.int(2, 4),
      topLabel: ls('Mluvíme', 'We speak'),
      unit: ls('jazyky', 'languages'),
      bottomLabel: ls('v kanceláři', 'in the office'),
    },
  ];
  return random
    .sample(facts, random.int(3, 6))
    .map((fact) => ({ _key: random.key(), _type: 'curiosity', ...fact }));
}

function gallery(random: Random, images: ImageCatalog, profile: CompanyProfile, palette: Palette) {
  const count = random.int(6, 12);
  return Array.from({ length: count }, (_, index) => {
    const preview = images.add(
      `${profile.slug}-gallery-${index}`,
      sceneSvg(random, palette, 1200, 800),
      1200,
      800,
    );
    const alt = ls(`${profile.name} – ukázka ${index + 1}`, `${profile.name} – glimpse ${index + 1}`);
    const base = {
      _key: random.key(),
      _type: 'media',
      altText: alt,
      aspectRatio: aspectRatios[index % aspectRatios.length],
    };
    if (index === 1)
      return {
        ...base,
        type: 'video',
        platform: 'youtube',
        videoId: random.pick(youtubeIds),
        previewImage: preview,
      };
    if (index === 4)
      return {
        ...base,
        type: 'video',
        platform: 'vimeo',
        videoId: random.pick(vimeoIds),
        previewImage: preview,
      };
    return { ...base, type: 'image', image: preview };
  });
}

/** Links on example.com (reserved for examples), so the demo never points at someone's real account. */
export function exampleSocials(handle: string): [string, string][] {
  return [
    ['youtube', `https://youtube.example.com/@${handle}`],
    ['instagram', `https://instagram.example.com/${handle}`],
    ['linkedin', `https://linkedin.example.com/company/${handle}`],
    ['x', `https://x.example.com/${handle}`],
    ['tiktok', `https://tiktok.example.com/@${handle}`],
    ['facebook', `https://facebook.example.com/${handle}`],
  ];
}

function socials(random: Random, profile: CompanyProfile) {
  return exampleSocials(profile.slug.replace(/-/g, '')).map(([kind, url]) => ({
    _key: random.key(),
    _type: 'social',
    kind,
    url,
  }));
}

function stories(random: Random, images: ImageCatalog, profile: CompanyProfile, palette: Palette) {
  return Array.from({ length: random.int(2, 4) }, (_, index) => {
    const person = random.pick(people);
    const [roleCs, roleEn] = roleFor(random.pick(storyRoles(profile.slug)), person);
    const years = random.int(2, 9);
    return {
      _key: random.key(),
      _type: 'story',
      person: person.name,
      role: ls(roleCs, roleEn),
      photo: images.add(`${profile.slug}-person-${index}`, avatarSvg(random, palette), 640, 640),
      story: lt(
        `Do ${profile.name} jsem ${person.female ? 'přišla' : 'přišel'} před ${years} lety. Nejvíc mě baví, že tu můžu věci opravdu ovlivnit a že se tým vždycky podrží.`,
        `I joined ${profile.name} ${years} years ago. What I enjoy most is that I can really make a difference here and the team always has my back.`,
      ),
    };
  });
}

export function companyDocument(random: Random, images: ImageCatalog, profile: CompanyProfile) {
  const { colours } = profile;
  const palette: Palette = { primary: colours.primary, secondary: colours.secondary, accent: colours.accent };
  const initials = profile.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return {
    _id: `company-${profile.slug}`,
    _type: 'company',
    name: profile.name,
    slug: { _type: 'slug', current: profile.slug },
    status: profile.status,
    industries: profile.industries.map(([cs, en]) => ({ _key: random.key(), ...ls(cs, en) })),
    locations: profile.locations,
    employeesCount: profile.employees,
    description: lt(...profile.description),
    logo: images.add(`${profile.slug}-logo`, logoSvg(initials, palette), 256, 256),
    previewImage: images.add(`${profile.slug}-preview`, sceneSvg(random, palette, 1200, 800), 1200, 800),
    theme: {
      _type: 'theme',
      primaryColor: colours.primary,
      primaryTextColor: colours.primaryText,
      secondaryColor: colours.secondary,
      secondaryTextColor: colours.secondaryText,
      profileNavigationBgColor: 'PRIMARY',
      companyBioBgColor: profile.bio,
      companyCardLogoBgColor: profile.logoBg,
    },
    curiosities: curiosities(random, profile),
    media: gallery(random, images, profile, palette),
    socials: socials(random, profile),
    techStack: profile.tech.map((slug) => ({
      _key: random.key(),
      _type: 'reference',
      _ref: `technology-${slug}`,
    })),
    valueTags: valueTagsByCompany[profile.slug.replace(/-\d+$/, '')] ?? [],
    values: lr(
      richText(random, [
        '## Čemu věříme',
        profile.values[0],
        '- Otevřená komunikace',
        '- Prostor pro růst',
        '- Respekt k času ostatních',
      ]),
      richText(random, [
        '## What we believe in',
        profile.values[1],
        '- Open communication',
        '- Room to grow',
        "- Respect for other people's time",
      ]),
    ),
    culture: lr(
      richText(random, [
        '## Jak se u nás pracuje',
        'Pracujeme v malých týmech, které si samy rozhodují, **jak** dosáhnou cíle.',
        'Každý měsíc máme _demo day_, kde ukazujeme, co se povedlo – i co ne.',
      ]),
      richText(random, [
        '## How we work',
        'We work in small teams that decide for themselves **how** to reach their goals.',
        'Every month we hold a _demo day_ to show what worked – and what did not.',
      ]),
    ),
    stories: stories(random, images, profile, palette),
    recruitingEmail: `nabor@${profile.slug}.example.com`,
    // Some companies promise a quicker answer than the default 14 days (no random draw: the rest of the data stays put).
    ...(profile.slug.length % 3 === 0 ? { responseDays: 7 } : {}),
  };
}
