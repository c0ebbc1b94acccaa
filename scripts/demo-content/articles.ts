import type { ImageCatalog } from './images';
import { lr, ls, lslug, lt, slugify } from './localized';
import { richText } from './portable-text';
import type { Random } from './random';
import { avatarSvg, sceneSvg } from './svg-art';

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

const authors = ['Klára Malá', 'Jiří Sedlák', 'Barbora Nová', 'Filip Král'];

function body(random: Random, title: string, language: 'cs' | 'en') {
  const cs = language === 'cs';
  return richText(random, [
    cs
      ? `${title}. Téma, o kterém se mluví často, ale málokdy **konkrétně**. Zeptali jsme se lidí z firem na naší platformě, co jim opravdu pomohlo.`
      : `${title}. A topic people talk about often, but rarely **in concrete terms**. We asked people at companies on our platform what really helped them.`,
    cs ? '## Na čem záleží nejvíc' : '## What matters most',
    cs ? 'Nejčastěji zaznívaly tři věci:' : 'Three things came up most often:',
    cs ? '- Upřímnost od prvního kontaktu' : '- Honesty from the first contact',
    cs ? '- Jasná očekávání na obou stranách' : '- Clear expectations on both sides',
    cs ? '- Prostor na otázky a _opravdový_ rozhovor' : '- Room for questions and a _real_ conversation',
    cs ? '## Jak na to krok za krokem' : '## Step by step',
    cs ? '1. Ujasněte si, co hledáte' : '1. Be clear about what you are looking for',
    cs ? '1. Zjistěte si, jak firma pracuje' : '1. Find out how the company works',
    cs ? '1. Ptejte se na lidi, ne jen na benefity' : '1. Ask about the people, not just the perks',
    cs
      ? '> „Nejlepší tým poznáte podle toho, jak mluví o chybách.“'
      : '> “You can tell the best team by how it talks about mistakes.”',
    cs
      ? 'Víc inspirace najdete v [profilech firem](https://tribe.example/cs/spolecnosti) a v dalších článcích magazínu.'
      : 'Find more inspiration in [company profiles](https://tribe.example/en/companies) and in other magazine articles.',
  ]);
}

export function categoryDocuments() {
  return categories.map((category) => ({
    _id: `category-${category.slug[1]}`,
    _type: 'magazineCategory',
    title: ls(...category.title),
    slug: lslug(...category.slug),
    description: lt(...category.description),
  }));
}

export function articleDocuments(random: Random, images: ImageCatalog, now: Date) {
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
      excerpt: lt(
        `${topic.title[0]}: praktické rady a zkušenosti lidí, kteří to zažili na vlastní kůži.`,
        `${topic.title[1]}: practical advice and the experience of people who have lived it.`,
      ),
      coverImage: images.add(`article-${index + 1}-cover`, sceneSvg(random, palette, 1600, 900), 1600, 900),
      body: lr(body(random, topic.title[0], 'cs'), body(random, topic.title[1], 'en')),
      author: {
        name: author,
        role: ls('Redakce', 'Editorial team'),
        photo: images.add(`author-${index % authors.length}`, avatarSvg(random, palette, 320), 320, 320),
      },
      publishedAt: new Date(now.getTime() - (index * 5 + 2) * 86_400_000).toISOString(),
    };
  });
}
