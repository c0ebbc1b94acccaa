import { describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import {
  type RankableCompany,
  type RankableOffer,
  rankCompanies,
  rankOffers,
} from '@/platform/preferences/ranking';

const rates = { date: '2026-11-01', eur: 25, usd: 23 };

const offer = (id: string, fields: Partial<RankableOffer> = {}): RankableOffer => ({
  id,
  city: 'Praha',
  workingMode: 'onsite',
  seniority: 'medior',
  employmentType: 'employment-contract',
  salaryFrom: null,
  salaryTo: null,
  currency: 'CZK',
  publishedAt: '2026-11-01T08:00:00Z',
  valueTags: [],
  industries: [],
  titles: [null, null],
  skills: [],
  ...fields,
});

const company = (id: string, fields: Partial<RankableCompany> = {}): RankableCompany => ({
  id,
  name: id,
  locations: ['Praha'],
  valueTags: [],
  openPositionsCount: 1,
  openOffers: [],
  ...fields,
});

const wants = (fields: Partial<Preferences>): Preferences => ({ ...NO_PREFERENCES, ...fields });
const ids = (ranked: { item: { id: string } }[]) => ranked.map((entry) => entry.item.id);

describe('rankOffers', () => {
  it('puts the offer sharing more of the values first, and says how many it shares', () => {
    const preferences = wants({ values: ['trust', 'learning', 'care', 'craft', 'community'] });
    const ranked = rankOffers(
      [
        offer('two', { valueTags: ['trust', 'care', 'openness'] }),
        offer('four', { valueTags: ['trust', 'learning', 'care', 'craft'] }),
        offer('none', { valueTags: ['openness'] }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['four', 'two']);
    expect(ranked[0].reasons).toEqual([{ kind: 'values', shared: 4, of: 5 }]);
    expect(ranked.map((entry) => entry.score)).toEqual([80, 40]);
  });

  it('compares salaries in CZK at the site rates, whatever currency the minimum or the offer is in', () => {
    // 3,000 EUR is 75,000 CZK at 25 CZK a euro.
    const preferences = wants({ minSalary: 3000, currency: 'EUR', workingModes: ['full-remote'] });
    const ranked = rankOffers(
      [
        offer('czk-below', { salaryTo: 74_000, workingMode: 'full-remote' }),
        offer('czk-above', { salaryFrom: 60_000, salaryTo: 80_000, workingMode: 'full-remote' }),
        offer('usd-above', { salaryFrom: 3300, currency: 'USD', workingMode: 'full-remote' }),
        offer('unstated', { workingMode: 'full-remote' }),
        offer('no-rate', { salaryTo: 9000, currency: 'GBP', workingMode: 'full-remote' }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked).slice(0, 2).sort()).toEqual(['czk-above', 'usd-above']);
    expect(ranked[0].reasons).toEqual([
      { kind: 'salary' },
      { kind: 'workingMode', workingMode: 'full-remote' },
    ]);
    // Salary weighs 10 of 15 points here; the rest meet only the working mode.
    expect(ranked.map((entry) => entry.score)).toEqual([100, 100, 33, 33, 33]);
    expect(ranked.slice(2).map((entry) => entry.reasons)).toEqual([
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
    ]);
  });

  it('weighs values above salary, salary above city, city above working mode and seniority, those above contract type', () => {
    const preferences = wants({
      values: ['trust'],
      minSalary: 50_000,
      cities: ['Brno'],
      workingModes: ['hybrid'],
      seniorities: ['senior'],
      employmentTypes: ['freelance'],
    });
    const ranked = rankOffers(
      [
        offer('contract', { employmentType: 'freelance' }),
        offer('mode', { workingMode: 'hybrid' }),
        offer('city', { city: 'brno' }),
        offer('values', { valueTags: ['trust'] }),
        offer('salary', { salaryTo: 50_000 }),
        offer('nothing'),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['values', 'salary', 'city', 'mode', 'contract']);
    // Of 50 points: values 20, salary 10, city 8, working mode 5, seniority 5, contract 2.
    expect(ranked.map((entry) => entry.score)).toEqual([40, 20, 16, 10, 4]);
    expect(ranked[2].reasons).toEqual([{ kind: 'city', city: 'brno' }]);
  });

  it('lists every matched preference in the order of the weights', () => {
    const preferences = wants({
      values: ['trust', 'care'],
      minSalary: 40_000,
      workingModes: ['full-remote'],
      seniorities: ['junior'],
    });
    const [best] = rankOffers(
      [
        offer('all', {
          valueTags: ['care'],
          salaryTo: 45_000,
          workingMode: 'full-remote',
          seniority: 'junior',
        }),
      ],
      preferences,
      rates,
      10,
    );
    expect(best.reasons).toEqual([
      { kind: 'values', shared: 1, of: 2 },
      { kind: 'salary' },
      { kind: 'workingMode', workingMode: 'full-remote' },
      { kind: 'seniority', seniority: 'junior' },
    ]);
    // (20 × 1/2 + 10 + 5 + 5) of 40 points.
    expect(best.score).toBe(75);
  });

  it('orders equal scores newest first and keeps only the limit', () => {
    const preferences = wants({ seniorities: ['senior'] });
    const ranked = rankOffers(
      [
        offer('old', { seniority: 'senior', publishedAt: '2026-10-01T08:00:00Z' }),
        offer('new', { seniority: 'senior', publishedAt: '2026-11-20T08:00:00Z' }),
        offer('middle', { seniority: 'senior', publishedAt: '2026-11-02T08:00:00Z' }),
      ],
      preferences,
      rates,
      2,
    );
    expect(ids(ranked)).toEqual(['new', 'middle']);
  });

  it('keeps the newest first among equal scores without roles, whatever their titles', () => {
    const preferences = wants({ cities: ['Brno'] });
    const ranked = rankOffers(
      [
        offer('older-accountant', {
          city: 'Brno',
          titles: ['Účetní', null],
          publishedAt: '2026-10-01T08:00:00Z',
        }),
        offer('newer-driver', { city: 'Brno', titles: ['Řidič', null], publishedAt: '2026-11-01T08:00:00Z' }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['newer-driver', 'older-accountant']);
  });

  it('ranks nothing without preferences', () => {
    expect(rankOffers([offer('a', { valueTags: ['trust'] })], NO_PREFERENCES, rates, 10)).toEqual([]);
  });
});

describe('rankCompanies', () => {
  it('ranks by shared values and cities, then by open positions', () => {
    const preferences = wants({ values: ['trust', 'care'], cities: ['Brno'], minSalary: 90_000 });
    const ranked = rankCompanies(
      [
        company('brno-only', { locations: ['Brno'] }),
        company('both', { locations: ['Praha', 'Brno'], valueTags: ['care', 'trust'] }),
        company('one-value', { valueTags: ['trust'], openPositionsCount: 1 }),
        company('one-value-busier', { valueTags: ['trust'], openPositionsCount: 5 }),
        company('elsewhere', { locations: ['Zlín'], valueTags: ['craft'] }),
      ],
      preferences,
      10,
    );
    expect(ids(ranked)).toEqual(['both', 'one-value-busier', 'one-value', 'brno-only']);
    expect(ranked[0].reasons).toEqual([
      { kind: 'values', shared: 2, of: 2 },
      { kind: 'city', city: 'Brno' },
    ]);
    // Values weigh 20 and cities 8 of 28 points; the salary says nothing about a company.
    expect(ranked.map((entry) => entry.score)).toEqual([100, 36, 36, 29]);
  });

  it('ranks no company when only offer preferences are set', () => {
    const preferences = wants({ seniorities: ['senior'], minSalary: 50_000 });
    expect(rankCompanies([company('a', { valueTags: ['trust'] })], preferences, 10)).toEqual([]);
  });
});

describe('a frontend candidate with React', () => {
  const frontend = wants({
    roles: ['Frontend vývojář'],
    skills: ['react', 'typescript'],
    values: ['learning', 'trust'],
    minSalary: 60_000,
    workingModes: ['full-remote'],
    seniorities: ['junior', 'medior'],
  });
  const react = { slug: 'react', name: 'React' };
  const typescript = { slug: 'typescript', name: 'TypeScript' };
  const kubernetes = { slug: 'kubernetes', name: 'Kubernetes' };
  const nodejs = { slug: 'nodejs', name: 'Node.js' };
  // What the candidate does not do meets everything else: remote, well paid, at a company sharing the values.
  const everythingElse: Partial<RankableOffer> = {
    valueTags: ['learning', 'trust'],
    salaryTo: 90_000,
    workingMode: 'full-remote',
    seniority: 'medior',
  };
  const offers = [
    offer('devops', {
      ...everythingElse,
      titles: ['Medior DevOps inženýr/ka', 'Medior DevOps engineer'],
      skills: [kubernetes],
    }),
    offer('payments-pm', {
      ...everythingElse,
      titles: ['Junior Produktový manažer/ka plateb', 'Junior Payments product manager'],
    }),
    offer('backend', {
      ...everythingElse,
      titles: ['Medior Backend vývojář/ka', 'Medior Backend developer'],
      skills: [typescript, nodejs],
    }),
    offer('junior-frontend', {
      titles: ['Junior Frontend vývojář/ka', 'Junior Frontend developer'],
      skills: [typescript, react, { slug: 'figma', name: 'Figma' }],
      seniority: 'junior',
      salaryTo: 55_000,
    }),
    offer('medior-frontend', {
      titles: ['Medior Frontend vývojář/ka', 'Medior Frontend developer'],
      skills: [typescript, react],
      valueTags: ['learning'],
      seniority: 'medior',
    }),
  ];

  it('gets the frontend offers first, saying which role and skills matched', () => {
    const ranked = rankOffers(offers, frontend, rates, 10);
    expect(ids(ranked).slice(0, 2).sort()).toEqual(['junior-frontend', 'medior-frontend']);
    expect(ids(ranked).slice(2)).toEqual(['backend', 'devops', 'payments-pm']);
    const juniorFrontend = ranked.find((entry) => entry.item.id === 'junior-frontend');
    expect(juniorFrontend?.reasons.slice(0, 2)).toEqual([
      { kind: 'role', role: 'Frontend vývojář' },
      { kind: 'skills', skills: ['TypeScript', 'React'] },
    ]);
    // The backend offer shares TypeScript, half of the two skills it could share.
    expect(ranked.find((entry) => entry.item.id === 'backend')?.reasons[0]).toEqual({
      kind: 'skills',
      skills: ['TypeScript'],
    });
  });

  it('ranks the companies by what they hire for, so companies with the same values differ', () => {
    const sameValues = { valueTags: ['learning'], locations: ['Praha'] };
    const ranked = rankCompanies(
      [
        company('logistics', {
          ...sameValues,
          openOffers: [{ titles: ['Skladník/ice', 'Warehouse operative'], skills: [] }],
        }),
        company('platform', {
          ...sameValues,
          openOffers: [{ titles: offers[0].titles, skills: offers[0].skills }],
        }),
        company('studio', {
          ...sameValues,
          openOffers: [
            { titles: offers[3].titles, skills: offers[3].skills },
            { titles: offers[2].titles, skills: offers[2].skills },
          ],
        }),
        company('backend-shop', {
          ...sameValues,
          openOffers: [{ titles: offers[2].titles, skills: offers[2].skills }],
        }),
      ],
      frontend,
      10,
    );
    expect(ids(ranked)).toEqual(['studio', 'backend-shop', 'logistics', 'platform']);
    expect(ranked[0].reasons).toEqual([
      { kind: 'hiringRole', role: 'Frontend vývojář' },
      { kind: 'skills', skills: ['TypeScript', 'React'] },
      { kind: 'values', shared: 1, of: 2 },
    ]);
    expect(new Set(ranked.map((entry) => entry.score)).size).toBe(3);
  });
});

const skill = (slug: string) => ({ slug, name: slug.toUpperCase() });
const skills = (...slugs: string[]) => slugs.map(skill);

describe('the skills criterion', () => {
  const skillsOnly = (...slugs: string[]) => wants({ skills: slugs });

  it('puts a broad match before a single shared skill, which still counts in part', () => {
    const ranked = rankOffers(
      [
        offer('one-shared', { skills: skills('python'), publishedAt: '2026-11-20T08:00:00Z' }),
        offer('all-shared', { skills: skills('python', 'power-bi', 'excel') }),
        offer('none-shared', { skills: skills('java') }),
      ],
      skillsOnly('python', 'power-bi', 'excel'),
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['all-shared', 'one-shared']);
    // One of the candidate's three, all of the offer's one: 5 × 1/3 × 1 / (1/3 + 4 × 1) of the weight.
    expect(ranked.map((entry) => entry.score)).toEqual([100, 38]);
    expect(ranked[1].reasons).toEqual([{ kind: 'skills', skills: ['PYTHON'] }]);
  });

  it("counts the candidate's share twice as much as the offer's", () => {
    const ranked = rankOffers(
      [
        // All the candidate does and a tool more: 5 × 1 × 2/3 / (1 + 4 × 2/3).
        offer('and-a-tool-more', { skills: skills('react', 'typescript', 'figma') }),
        // Half of what the candidate does and nothing else: 5 × 1/2 × 1 / (1/2 + 4 × 1).
        offer('half-of-it', { skills: skills('react') }),
        // All the candidate does among five: 5 × 1 × 2/5 / (1 + 4 × 2/5).
        offer('a-small-part', { skills: skills('react', 'typescript', 'jest', 'storybook', 'figma') }),
      ],
      skillsOnly('react', 'typescript'),
      rates,
      10,
    );
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['and-a-tool-more', 91],
      ['a-small-part', 77],
      ['half-of-it', 56],
    ]);
  });

  it("expects no more than five of a candidate's skills to be used by one offer", () => {
    const many = [
      'react',
      'typescript',
      'nodejs',
      'postgresql',
      'docker',
      'aws',
      'figma',
      'jest',
      'graphql',
      'git',
    ];
    const ranked = rankOffers(
      [
        offer('five-of-them', { skills: skills('react', 'typescript', 'nodejs', 'postgresql', 'docker') }),
        offer('one-of-them', { skills: skills('react') }),
      ],
      skillsOnly(...many),
      rates,
      10,
    );
    // One of five: 5 × 1/5 × 1 / (1/5 + 4).
    expect(ranked.map((entry) => entry.score)).toEqual([100, 24]);
  });

  it("meets a company by its open offer meeting the skills best, naming that offer's shared skills", () => {
    const ranked = rankCompanies(
      [
        company('frontend-and-platform', {
          openOffers: [
            { titles: ['Frontend developer', null], skills: skills('react', 'typescript') },
            { titles: ['Platform engineer', null], skills: skills('kubernetes', 'typescript') },
          ],
        }),
        company('platform', {
          openOffers: [{ titles: ['Platform engineer', null], skills: skills('kubernetes', 'typescript') }],
        }),
      ],
      skillsOnly('react', 'typescript'),
      10,
    );
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['frontend-and-platform', 100],
      ['platform', 50],
    ]);
    expect(ranked[0].reasons).toEqual([{ kind: 'skills', skills: ['REACT', 'TYPESCRIPT'] }]);
  });
});

describe('offers showing the same score', () => {
  const newest = '2026-11-25T08:00:00Z';

  it("go by how much of a role their title holds, in any of its words' forms, before the date", () => {
    const ranked = rankOffers(
      [
        offer('unrelated', {
          city: 'Brno',
          titles: ['Skladník/ice', 'Warehouse operative'],
          publishedAt: newest,
        }),
        offer('inflected', { city: 'Brno', titles: ['Mzdová účetní', 'Payroll accountant'] }),
        offer('same-word', { city: 'Brno', titles: ['Finanční účetní', 'Financial accountant'] }),
      ],
      wants({ roles: ['Mzdový účetní'], cities: ['Brno'] }),
      rates,
      10,
    );
    expect(new Set(ranked.map((entry) => entry.score)).size).toBe(1);
    expect(ids(ranked)).toEqual(['inflected', 'same-word', 'unrelated']);
  });

  it('go first when in a field where the role is hired', () => {
    const hospital = ['Healthcare'];
    const ranked = rankOffers(
      [
        offer('nurse', { titles: ['Všeobecná zdravotní sestra', 'General nurse'], industries: hospital }),
        offer('bank-clerk', {
          valueTags: ['care'],
          titles: ['Bankovní poradce', 'Bank advisor'],
          industries: ['Banking'],
          publishedAt: newest,
        }),
        offer('orderly', { valueTags: ['care'], titles: ['Sanitář/ka', 'Orderly'], industries: hospital }),
      ],
      wants({ roles: ['Zdravotní sestra'], values: ['care'] }),
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['nurse', 'orderly', 'bank-clerk']);
    expect(ranked[1].score).toBe(ranked[2].score);
  });

  it("go after the others when asking for skills foreign to both the candidate and the role's offers", () => {
    const restaurants = ['Gastronomy'];
    const ranked = rankOffers(
      [
        offer('cook', { titles: ['Kuchař/ka', 'Cook'], industries: restaurants, city: 'Brno' }),
        offer('till-developer', {
          titles: ['Vývojář/ka pokladního systému', 'Point of sale developer'],
          industries: restaurants,
          skills: skills('java'),
          seniority: 'senior',
          publishedAt: newest,
        }),
        offer('waiter', {
          titles: ['Číšník/servírka', 'Waiter'],
          industries: restaurants,
          seniority: 'senior',
        }),
      ],
      wants({ roles: ['Kuchař'], seniorities: ['senior'] }),
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['cook', 'waiter', 'till-developer']);
  });

  it('go by relatedness even when its exact score is a little lower, never above a higher shown score', () => {
    const preferences = wants({
      roles: ['Mzdový účetní'],
      skills: ['excel', 'sap', 'power-bi'],
      cities: ['Brno'],
    });
    const ranked = rankOffers(
      [
        // Of 58 points: skills 25 × 5 × 1/3 × 1/2 / (1/3 + 4 × 1/2) and the city 8: 29.2 %.
        offer('unrelated', { city: 'Brno', titles: ['Skladník', null], skills: skills('excel', 'forklift') }),
        // Skills 25 × 5 × 2/3 × 2/3 / (2/3 + 4 × 2/3), no city: 28.7 %.
        offer('related', {
          city: 'Praha',
          titles: ['Finanční účetní', null],
          skills: skills('excel', 'sap', 'word'),
        }),
        // Skills in full: 43.1 %, above them all however unrelated.
        offer('higher', {
          city: 'Praha',
          titles: ['Skladník', null],
          skills: skills('excel', 'sap', 'power-bi'),
        }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ranked.map((entry) => [entry.item.id, entry.score])).toEqual([
      ['higher', 43],
      ['related', 29],
      ['unrelated', 29],
    ]);
  });
});
