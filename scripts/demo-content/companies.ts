import type { CompanyProfile } from './company-profiles';
import { companyScenes, workplaceAlt } from './company-scenes';
import { cultureByCompany, valueLines } from './culture';
import { CLIP, type FileCatalog, posterSvg, webVtt } from './files';
import type { ImageCatalog } from './images';
import { lr, ls, lt } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import { storiesByCompany } from './stories';
import { avatarSvg, logoSvg, type Palette, sceneSvg } from './svg-art';
import { valueTagsByCompany } from './value-tags';
import { workplaceSvg } from './workplace-scenes';

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

/**
 * The gallery: the company's workplaces in turn, drawn anew each time, and as its second item a
 * short clip panning over its own workplace, with captions in both languages.
 */
function gallery(
  random: Random,
  images: ImageCatalog,
  files: FileCatalog,
  profile: CompanyProfile,
  palette: Palette,
) {
  const { scenes, clip } = companyScenes[profile.slug.replace(/-\d+$/, '')] ?? companyScenes.pixelhouse;
  return Array.from({ length: profile.gallery }, (_, index) => {
    const base = {
      _key: random.key(),
      _type: 'media',
      aspectRatio: aspectRatios[index % aspectRatios.length],
    };
    if (index === 1) {
      const scene = workplaceSvg(scenes[0], random, palette, CLIP.sceneWidth, CLIP.sceneHeight);
      return {
        ...base,
        altText: ls(`Video: ${clip.cs[0]}`, `Video: ${clip.en[0]}`),
        type: 'video',
        platform: 'file',
        videoFile: files.clip(`${profile.slug}-clip`, scene),
        captions: {
          cs: files.captions(`${profile.slug}-clip.cs`, webVtt(clip.cs)),
          en: files.captions(`${profile.slug}-clip.en`, webVtt(clip.en)),
        },
        previewImage: images.add(
          `${profile.slug}-clip-poster`,
          posterSvg(scene),
          CLIP.width * 2,
          CLIP.height * 2,
        ),
      };
    }
    const kind = scenes[Math.max(0, index - 1) % scenes.length];
    const [cs, en] = workplaceAlt[kind];
    return {
      ...base,
      altText: ls(cs, en),
      type: 'image',
      image: images.add(
        `${profile.slug}-gallery-${index}`,
        workplaceSvg(kind, random, palette, 1200, 800),
        1200,
        800,
      ),
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

export function companyDocument(
  random: Random,
  images: ImageCatalog,
  files: FileCatalog,
  profile: CompanyProfile,
) {
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
    media: gallery(random, images, files, profile, palette),
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
