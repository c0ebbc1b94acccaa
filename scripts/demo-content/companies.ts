import type { CompanyProfile } from './company-profiles';
import { cultureByCompany, valueLines } from './culture';
import type { ImageCatalog } from './images';
import { lr, ls, lt } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import { storiesByCompany } from './stories';
import { avatarSvg, logoSvg, type Palette, type SceneKind, sceneSvg } from './svg-art';
import { valueTagsByCompany } from './value-tags';

/**
 * Demo videos: placeholder ids that name no real video (the players say the video is unavailable),
 * titled as demos, so the profile shows both players without borrowing anyone's film.
 */
export const demoVideoIds = {
  youtube: ['tribeDemo01', 'tribeDemo02', 'tribeDemo03'],
  vimeo: ['9000000001', '9000000002'],
};
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
  // 'Je nás 1 lidí' reads badly and says little: a team counts from five.
  const usable = profile.employees < 5 ? facts.filter((fact) => fact.unit.en !== 'people') : facts;
  return random
    .sample(usable, random.int(3, Math.min(6, usable.length)))
    .map((fact) => ({ _key: random.key(), _type: 'curiosity', ...fact }));
}

/** What each kind of gallery picture shows, for its alternative text. */
const sceneAlt: Record<SceneKind, [string, string]> = {
  cover: ['naše značka', 'our brand'],
  desk: ['pracovní místo', 'a workplace'],
  team: ['porada týmu', 'a team meeting'],
  mosaic: ['naše barvy', 'our colours'],
  horizon: ['kde působíme', 'where we work'],
};
const galleryKinds: SceneKind[] = ['desk', 'team', 'horizon', 'mosaic', 'desk', 'team', 'cover'];

function gallery(random: Random, images: ImageCatalog, profile: CompanyProfile, palette: Palette) {
  return Array.from({ length: profile.gallery }, (_, index) => {
    const kind = galleryKinds[index % galleryKinds.length];
    const preview = images.add(
      `${profile.slug}-gallery-${index}`,
      sceneSvg(kind, random, profile.motif, palette, 1200, 800),
      1200,
      800,
    );
    const base = {
      _key: random.key(),
      _type: 'media',
      aspectRatio: aspectRatios[index % aspectRatios.length],
    };
    const video = (platform: 'youtube' | 'vimeo', ids: string[], number: number) => ({
      ...base,
      altText: ls(
        `${profile.name} – ukázkové video ${number} (demo)`,
        `${profile.name} – demo video ${number}`,
      ),
      type: 'video',
      platform,
      videoId: ids[number - 1],
      previewImage: preview,
    });
    if (index === 1) return video('youtube', demoVideoIds.youtube, 1 + (profile.slug.length % 3));
    if (index === 4) return video('vimeo', demoVideoIds.vimeo, 1 + (profile.slug.length % 2));
    const [cs, en] = sceneAlt[kind];
    return {
      ...base,
      altText: ls(`${profile.name} – ${cs}`, `${profile.name} – ${en}`),
      type: 'image',
      image: preview,
    };
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
  const written = storiesByCompany[profile.slug.replace(/-\d+$/, '')] ?? [];
  return written.map(({ person, role, story }, index) => ({
    _key: random.key(),
    _type: 'story',
    person,
    role: ls(...role),
    photo: images.add(`${profile.slug}-person-${index}`, avatarSvg(random, palette), 640, 640),
    story: lt(...story),
  }));
}

export function companyDocument(random: Random, images: ImageCatalog, profile: CompanyProfile) {
  const { colours } = profile;
  const palette: Palette = { primary: colours.primary, secondary: colours.secondary, accent: colours.accent };
  const base = profile.slug.replace(/-\d+$/, '');
  const valueTags = valueTagsByCompany[base] ?? [];
  const culture = cultureByCompany[base] ?? [];
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
    logo: images.add(`${profile.slug}-logo`, logoSvg(profile.motif, palette), 256, 256),
    previewImage: images.add(
      `${profile.slug}-preview`,
      sceneSvg('cover', random, profile.motif, palette, 1200, 800),
      1200,
      800,
    ),
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
    valueTags,
    values: lr(
      richText(random, [
        '## Čemu věříme',
        profile.values[0],
        ...valueTags.map((tag) => `- ${valueLines[tag][0]}`),
      ]),
      richText(random, [
        '## What we believe in',
        profile.values[1],
        ...valueTags.map((tag) => `- ${valueLines[tag][1]}`),
      ]),
    ),
    culture: lr(
      richText(random, ['## Jak se u nás pracuje', ...culture.map(([cs]) => cs)]),
      richText(random, ['## How we work', ...culture.map(([, en]) => en)]),
    ),
    stories: stories(random, images, profile, palette),
    recruitingEmail: `nabor@${profile.slug}.example.com`,
    // Some companies promise a quicker answer than the default 14 days (no random draw: the rest of the data stays put).
    ...(profile.slug.length % 3 === 0 ? { responseDays: 7 } : {}),
  };
}
