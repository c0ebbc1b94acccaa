import { describe, expect, it } from 'vitest';
import { Synonyms } from '@/search/synonyms';
import { TextIndex } from '@/search/text-index';

type Field = 'title' | 'body' | 'stack';

function index(documents: Record<Field, string>[], synonyms: string[][] = [], oneWay: string[][] = []) {
  const text = new TextIndex<Field>({ weights: { title: 10, body: 1, stack: 0.4 }, phraseFields: ['title'] });
  text.addAll(documents.map((fields, at) => ({ id: `d${at}`, ...fields })));
  text.synonyms = new Synonyms([
    ...synonyms.map((terms) => ({ terms })),
    ...oneWay.map((terms) => ({ terms, oneWay: true })),
  ]);
  return (query: string) => {
    const matches = text.matchKeys(query);
    if (!matches) return null;
    return Array.from(matches.keys)
      .sort((a, b) => matches.rank[b] - matches.rank[a])
      .map((key) => text.idOf(key));
  };
}

const none = { title: '', body: '', stack: '' };

describe('the text index', () => {
  it('matches words under three letters only whole, never as a prefix or with typos', () => {
    const search = index([
      { ...none, title: 'C developer' },
      { ...none, title: 'CSS kodér' },
      { ...none, title: 'Go developer' },
      { ...none, title: 'Google Ads' },
    ]);
    expect(search('c')).toEqual(['d0']);
    expect(search('go')).toEqual(['d2']);
  });

  it('counts a swap of neighbouring letters as one typo', () => {
    const search = index([
      { ...none, title: 'Python developer' },
      { ...none, title: 'Frontend developer' },
    ]);
    expect(search('pyhton')).toEqual(['d0']);
    expect(search('frotnend')).toEqual(['d1']);
  });

  it('does not match by a weak field alone, but ranks by it among matches', () => {
    const search = index([
      { ...none, title: 'Editor', stack: 'Vue' },
      { ...none, title: 'Developer', body: 'Vue' },
      { ...none, title: 'Developer', body: 'Vue', stack: 'Vue' },
    ]);
    expect(search('vue')).toEqual(['d2', 'd1']);
  });

  it('does not let a typo or prefix stand in for a word other documents have far better', () => {
    const search = index([
      { ...none, title: 'Junior backend developer', body: 'Java a Kotlin' },
      { ...none, title: 'Junior frontend developer', body: 'JavaScript a React' },
      { ...none, title: 'Skladník', body: 'Noční směny' },
      { ...none, title: 'Vedoucí skladu', body: 'Plzeň' },
    ]);
    expect(search('junior java')).toEqual(['d0']);
    expect(search('javascript')).toEqual(['d1']);
    expect(search('sklad')?.sort()).toEqual(['d2', 'd3']);
  });

  it('finds two words typed as one, but never splits a word it has, or a typo of one', () => {
    const search = index([
      { ...none, title: 'Python developer', body: 'Koruna Pay' },
      { ...none, title: 'Developers wanted', body: 'Java' },
      { ...none, title: 'Tester', body: 'Koruna Bank' },
    ]);
    expect(search('pythondeveloper')).toEqual(['d0']);
    expect(search('korunapay')).toEqual(['d0']);
    expect(search('developers')?.sort()).toEqual(['d0', 'd1']);
    expect(search('pythn')).toEqual(['d0']);
  });

  it('leaves out matches under the relevance floor', () => {
    const search = index([
      { ...none, title: 'Řidič dodávky' },
      { ...none, title: 'Skladník', body: 'Řidičský průkaz skupiny B, řidič vozíku výhodou' },
    ]);
    expect(search('řidič')).toEqual(['d0']);
  });

  it('ranks query words side by side in a title above the same words apart', () => {
    const search = index([
      { ...none, title: 'Analyst', body: 'data pipelines' },
      { ...none, title: 'Data analyst' },
    ]);
    expect(search('data analyst')?.[0]).toBe('d1');
  });

  it('finds a synonym phrase from either side', () => {
    const search = index(
      [
        { ...none, title: 'Remote tester' },
        { ...none, title: 'Tester, home office' },
      ],
      [['home office', 'remote']],
    );
    expect(search('home office')).toContain('d0');
    expect(search('remote')).toContain('d1');
  });

  it('finds a synonym phrase written as one word or hyphenated', () => {
    const search = index(
      [
        { ...none, title: 'Junior tester' },
        { ...none, title: 'Senior tester' },
      ],
      [['junior', 'entry level']],
    );
    expect(search('entry-level')).toEqual(['d0']);
    expect(search('entrylevel')).toEqual(['d0']);
    expect(search('entry level')).toEqual(['d0']);
  });

  it('reads "it" in a text as the English pronoun, and only "IT" as the field', () => {
    const search = index([
      { ...none, title: 'Technician', body: 'It is outdoors, and we love it.' },
      { ...none, title: 'Tester', body: 'Naše IT oddělení roste.' },
      { ...none, title: 'Editor', body: 'Položit otázku; pít kávu' },
    ]);
    expect(search('it')).toEqual(['d1']);
    expect(search('IT')).toEqual(['d1']);
    expect(search('položit')).toEqual(['d2']);
  });

  it('widens a one-way group only from its first word', () => {
    const search = index(
      [
        { ...none, title: 'Python developer' },
        { ...none, title: 'Medical software tester' },
        { ...none, title: 'Vývojář PHP' },
      ],
      [['vývojář', 'developer']],
      [['software developer', 'developer', 'vývojář']],
    );
    expect(search('software developer')?.sort()).toEqual(['d0', 'd2']);
    expect(search('developer')?.sort()).toEqual(['d0', 'd2']);
    expect(search('software')).toEqual(['d1']);
  });
});

describe('what the words typed count against other ways of matching', () => {
  it('finds two words the texts write as one, above a text that has them apart', () => {
    const search = index([
      { ...none, title: 'Welder', body: 'Part-time' },
      { ...none, title: 'Driver', body: 'Part-time' },
      { ...none, title: 'Editor', body: 'Full-time, part of the team from the first time' },
    ]);
    expect(search('part time')?.slice(0, 2).sort()).toEqual(['d0', 'd1']);
    expect(search('java script')).toEqual([]);
  });

  it('never ranks a synonym above the word typed, however rare the synonym', () => {
    const search = index(
      [
        { ...none, title: 'Vývojář' },
        { ...none, title: 'Vývojář' },
        { ...none, title: 'Vývojář' },
        { ...none, title: 'Programátor' },
      ],
      [['vývojář', 'programátor']],
    );
    expect(search('vývojář')?.slice(0, 3).sort()).toEqual(['d0', 'd1', 'd2']);
    expect(search('programátor')?.[0]).toBe('d3');
  });
});

describe('a JavaScript library written with .js', () => {
  it('finds the library a title names without it, where no text writes it so', () => {
    const search = index([
      { ...none, title: 'React developer', body: 'TypeScript' },
      { ...none, title: 'Backend developer', body: 'Node.js' },
      { ...none, title: 'Editor', body: 'Next' },
    ]);
    expect(search('React.js')).toEqual(['d0']);
    expect(search('reactjs developer')).toEqual(['d0']);
    expect(search('node.js')).toEqual(['d1']);
    expect(search('next.js')).toEqual([]);
    expect(search('vue.js')).toEqual([]);
  });
});

describe('an English -ing form', () => {
  const search = index([
    { ...none, title: 'PLC programmer', body: 'Siemens' },
    { ...none, title: 'Route planner', body: 'Excel' },
    { ...none, title: 'QA engineer', body: 'Some programming' },
    { ...none, title: 'Marketing specialist', body: 'Campaigns' },
    { ...none, title: 'Market research analyst', body: 'Surveys' },
    { ...none, title: 'Editor', body: 'We teach you writing' },
  ]);

  it('finds the offers named by who does it', () => {
    expect(search('programming')).toEqual(['d0']);
    expect(search('planning')).toEqual(['d1']);
  });

  it('is searched as typed when offers are named by it, or by no one doing it', () => {
    expect(search('marketing')).toEqual(['d3']);
    expect(search('teaching')).toEqual([]);
  });
});

describe('the documents a query may find', () => {
  const text = new TextIndex<'title' | 'body'>({ weights: { title: 10, body: 1 }, matchSome: true });
  text.addAll(
    [
      { title: 'Senior React developer', body: 'closed last month' },
      { title: 'React developer', body: 'open' },
      { title: 'Senior Python developer', body: 'open' },
    ].map((fields, at) => ({ id: `d${at}`, ...fields })),
  );
  const found = (query: string, eligible?: (key: number) => boolean) =>
    Array.from(text.matchKeys(query, eligible)?.keys ?? [], (key) => text.idOf(key)).sort();
  const open = (key: number) => text.idOf(key) !== 'd0';

  it('are those it may list: one it may not does not make every word needed', () => {
    expect(found('senior react developer')).toEqual(['d0']);
    expect(found('senior react developer', open)).toEqual(['d1', 'd2']);
  });
});

describe('a query of two words, one of which no document has', () => {
  const documents = [
    { title: 'Product designer', body: 'Figma, Brno' },
    { title: 'Game designer', body: 'Unity, Praha' },
    { title: 'Senior backend developer', body: 'Brno' },
    { title: 'Senior frontend developer', body: 'Brno' },
    { title: 'Senior tester', body: 'Brno' },
    { title: 'Accountant', body: 'Ostrava' },
    { title: 'Driver', body: 'Ostrava' },
    { title: 'Warehouse worker', body: 'Ostrava' },
    { title: 'Welder', body: 'Plzeň' },
  ];
  const text = new TextIndex<'title' | 'body'>({
    weights: { title: 10, body: 1 },
    phraseFields: ['title'],
    matchSome: true,
  });
  text.addAll(documents.map((fields, at) => ({ id: `d${at}`, ...fields })));
  const search = (query: string) => {
    const matches = text.matchKeys(query);
    return {
      ids: Array.from(matches?.keys ?? [], (key) => text.idOf(key)).sort(),
      leftOut: matches?.leftOut,
    };
  };

  it('leaves the unknown word out when the other names few documents, and says which', () => {
    expect(search('ui designer')).toEqual({ ids: ['d0', 'd1'], leftOut: 'ui' });
    expect(search('designer UI')).toEqual({ ids: ['d0', 'd1'], leftOut: 'ui' });
  });

  it('keeps every word when the other is found only in a weaker field, or in too many documents', () => {
    expect(search('cook brno')).toEqual({ ids: [], leftOut: null });
    expect(search('cook senior')).toEqual({ ids: [], leftOut: null });
    expect(search('cook developer')).toEqual({ ids: ['d2', 'd3'], leftOut: 'cook' });
  });

  it('keeps a misspelt word, whose spelling "Did you mean …?" offers instead', () => {
    expect(search('tsetr designer')).toEqual({ ids: [], leftOut: null });
    expect(text.closestSpelling('tsetr designer')).toBe('tester designer');
  });

  it('keeps every word when each is found somewhere, and in a single word', () => {
    expect(search('designer ostrava')).toEqual({ ids: [], leftOut: null });
    expect(search('cook')).toEqual({ ids: [], leftOut: null });
  });
});

describe('a last word typed on', () => {
  const search = index([
    { ...none, title: 'Python developer' },
    { ...none, title: 'Frontend developer', body: 'Screens that load fast' },
  ]);

  it('finds the words it begins, as typed', () => {
    expect(search('pyth')).toEqual(['d0']);
    expect(search('scree')).toEqual(['d1']);
  });

  it('finds no word its stem begins that the word itself does not', () => {
    expect(search('scrum')).toEqual([]);
  });
});

describe('the spelling offered for a word no document has', () => {
  const documents = [
    { title: 'Skladník/ice', body: 'Just a job with night shifts' },
    { title: 'Warehouse shift lead', body: 'Plan the week, train the new colleagues' },
    { title: 'Python vývojář', body: 'Django, is a plus' },
  ];
  const text = new TextIndex<'title' | 'body'>({ weights: { title: 10, body: 1 }, matchSome: true });
  text.addAll(documents.map((fields, at) => ({ id: `d${at}`, ...fields })));

  it('is a word documents are named by, never one only their texts have', () => {
    expect(text.closestSpelling('rust')).toBeNull();
    expect(text.closestSpelling('ios')).toBeNull();
    expect(text.closestSpelling('trainee')).toBeNull();
  });

  it('is written as the documents write it, and the other words as typed', () => {
    expect(text.closestSpelling('skldnk')).toBe('skladník');
    expect(text.closestSpelling('pyhtno Vývojář')).toBe('python Vývojář');
  });

  it('is said beside the documents a word found by its typos alone', () => {
    expect(text.matchKeys('swift')?.respelled).toEqual({ typed: 'swift', found: 'shift' });
    expect(text.matchKeys('vývojář pyhton')?.respelled).toEqual({ typed: 'pyhton', found: 'python' });
  });

  it('is said when a typo found documents by a word only their texts have', () => {
    expect(text.matchKeys('colleagies')?.keys.length).toBe(1);
    expect(text.matchKeys('colleagies')?.respelled).toEqual({ typed: 'colleagies', found: 'colleagues' });
  });

  it('is never offered for a word of a phrase a synonym group names', () => {
    const withGroups = new TextIndex<'title' | 'body'>({ weights: { title: 10, body: 1 }, matchSome: true });
    withGroups.addAll([{ id: 'd0', title: 'Stáž ve skladu', body: '' }]);
    withGroups.synonyms = new Synonyms([{ terms: ['fullstack', 'full stack'] }]);
    expect(withGroups.closestSpelling('stack')).toBe('stáž');
    expect(withGroups.closestSpelling('full stack')).toBeNull();
    expect(withGroups.phrases(['Senior', 'full', 'stack', 'vývojář'])).toEqual([
      'Senior',
      'full stack',
      'vývojář',
    ]);
    expect(withGroups.phrases(['stack', 'full'])).toEqual(['stack', 'full']);
  });

  it('takes two typos only for a word beginning as the one typed', () => {
    expect(text.closestSpelling('skldnk')).toBe('skladník');
    expect(text.closestSpelling('kkladnk')).toBeNull();
  });

  it('is not said for a word documents have, a last word typed on, or a word that found nothing', () => {
    expect(text.matchKeys('python')?.respelled).toBeNull();
    expect(text.matchKeys('shifts')?.respelled).toBeNull();
    expect(text.matchKeys('pytho')?.respelled).toBeNull();
    expect(text.matchKeys('pythons vývojář')?.keys.length).toBe(1);
    expect(text.matchKeys('pythons vývojář')?.respelled).toBeNull();
    expect(text.matchKeys('kotlin')?.respelled).toBeNull();
  });
});
