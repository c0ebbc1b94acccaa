import { sectionsOf, withSections } from './article-sections';
import { articleTexts } from './article-texts';
import type { ImageCatalog } from './images';
import { lr, ls, lslug, lt, slugify } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import { avatarSvg, type Motif, type SceneKind, sceneSvg } from './svg-art';

export const categories: {
  slug: [string, string];
  title: [string, string];
  description: [string, string];
}[] = [
  {
    slug: ['kariera', 'career'],
    title: ['Kariéra', 'Career'],
    description: ['Jak hledat práci, vyjednávat a růst.', 'How to find work, negotiate and grow.'],
  },
  {
    slug: ['firemni-kultura', 'company-culture'],
    title: ['Firemní kultura', 'Company culture'],
    description: [
      'Co dělá z firmy místo, kam se lidé těší.',
      'What makes a company a place people look forward to.',
    ],
  },
  {
    slug: ['rozhovory', 'interviews'],
    title: ['Rozhovory', 'Interviews'],
    description: ['Lidé, kteří svou prací mění okolí.', 'People whose work changes the world around them.'],
  },
  {
    slug: ['technologie', 'technology'],
    title: ['Technologie', 'Technology'],
    description: ['Nástroje a trendy, které mění práci.', 'Tools and trends that change work.'],
  },
];

const topics: { title: [string, string]; kind: 'article' | 'interview'; category: number }[] = [
  {
    title: ['Jak napsat životopis, který někdo dočte', 'How to write a CV someone reads to the end'],
    kind: 'article',
    category: 0,
  },
  {
    title: ['Pět otázek, které položit na pohovoru', 'Five questions to ask in a job interview'],
    kind: 'article',
    category: 0,
  },
  {
    title: ['Vyjednávání o mzdě bez stresu', 'Negotiating your salary without stress'],
    kind: 'article',
    category: 0,
  },
  {
    title: ['Když chcete změnit obor po třicítce', 'Changing careers after thirty'],
    kind: 'article',
    category: 0,
  },
  {
    title: ['Hybridní práce: co funguje a co ne', 'Hybrid work: what works and what does not'],
    kind: 'article',
    category: 1,
  },
  {
    title: ['Onboarding, na který se nezapomíná', 'Onboarding people remember'],
    kind: 'article',
    category: 1,
  },
  { title: ['Zpětná vazba jako dar', 'Feedback as a gift'], kind: 'article', category: 1 },
  {
    title: ['Proč firmy zkracují pracovní týden', 'Why companies are shortening the work week'],
    kind: 'article',
    category: 1,
  },
  {
    title: ['Ředitelka, která začínala na skladě', 'The CEO who started in the warehouse'],
    kind: 'interview',
    category: 2,
  },
  {
    title: ['Vývojář, který učí seniory programovat', 'The developer teaching seniors to code'],
    kind: 'interview',
    category: 2,
  },
  {
    title: ['Jak se staví nemocniční systém', 'How a hospital system gets built'],
    kind: 'interview',
    category: 2,
  },
  {
    title: ['Herní designérka o odvaze selhat', 'A game designer on the courage to fail'],
    kind: 'interview',
    category: 2,
  },
  {
    title: ['Umělá inteligence v náboru: pomocník, ne soudce', 'AI in hiring: a helper, not a judge'],
    kind: 'article',
    category: 3,
  },
  {
    title: ['Nástroje, bez kterých se neobejde vzdálený tým', 'Tools a remote team cannot do without'],
    kind: 'article',
    category: 3,
  },
  {
    title: ['Jak vypadá den datového inženýra', 'A day in the life of a data engineer'],
    kind: 'interview',
    category: 3,
  },
  {
    title: ['Bezpečnost na home office v kostce', 'Home-office security in a nutshell'],
    kind: 'article',
    category: 3,
  },
  {
    title: ['Co jsme se naučili z tisíce pohovorů', 'What we learned from a thousand interviews'],
    kind: 'article',
    category: 0,
  },
];

const categoryMotifs: Motif[] = ['peak', 'blocks', 'wave', 'bars'];
const coverKinds: SceneKind[] = ['horizon', 'desk', 'mosaic', 'team', 'cover'];

const authors = ['Klára Malá', 'Jiří Sedlák', 'Barbora Nová', 'Filip Král'];

export function categoryDocuments() {
  return categories.map((category) => ({
    _id: `category-${category.slug[1]}`,
    _type: 'magazineCategory',
    title: ls(...category.title),
    slug: lslug(...category.slug),
    description: lt(...category.description),
  }));
}

/** An article's whole text in a language: its opening and closing with its further sections between. */
const articleBody = (index: number, language: 'cs' | 'en') =>
  withSections(articleTexts[index][language], sectionsOf(index + 1, language));

/** The articles; their bodies' keys come from `bodyRandom`, so a longer text changes no cover or palette. */
export function articleDocuments(random: Random, bodyRandom: Random, images: ImageCatalog, now: Date) {
  return topics.map((topic, index) => {
    const palette = random.pick([
      { primary: '#27EC93', secondary: '#053741', accent: '#FFD23F' },
      { primary: '#E0338E', secondary: '#2A0F2E', accent: '#7FB8E6' },
      { primary: '#2F6BFF', secondary: '#0B1F4B', accent: '#27EC93' },
      { primary: '#FFD23F', secondary: '#1D3557', accent: '#FF4D4D' },
    ]);
    const author = authors[index % authors.length];
    return {
      _id: `article-${index + 1}`,
      _type: 'article',
      title: ls(...topic.title),
      slug: lslug(slugify(topic.title[0]), slugify(topic.title[1])),
      kind: topic.kind,
      category: { _type: 'reference', _ref: `category-${categories[topic.category].slug[1]}` },
      excerpt: lt(...articleTexts[index].excerpt),
      coverImage: images.add(
        `article-${index + 1}-cover`,
        sceneSvg(
          coverKinds[index % coverKinds.length],
          random,
          categoryMotifs[topic.category],
          palette,
          1600,
          900,
        ),
        1600,
        900,
      ),
      body: lr(
        richText(bodyRandom, articleBody(index, 'cs')),
        richText(bodyRandom, articleBody(index, 'en')),
      ),
      author: {
        name: author,
        role: ls('Redakce', 'Editorial team'),
        photo: images.add(`author-${index % authors.length}`, avatarSvg(random, palette, 320), 320, 320),
      },
      publishedAt: new Date(now.getTime() - (index * 9 + 1) * 86_400_000).toISOString(),
    };
  });
}
