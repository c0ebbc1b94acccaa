import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readNdjsonDir, type SanityDocument } from '@tribe/local-dataset';
import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATASET_WRITTEN_AT } from '@/content/demo-dataset-moment';

const contentDir = path.join(import.meta.dirname, '../../content');
let docs: SanityDocument[];
const ofType = (type: string) => docs.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'));

beforeAll(async () => {
  docs = await readNdjsonDir(contentDir);
});

function collect(value: unknown, found: { refs: string[]; keys: string[][] }) {
  if (Array.isArray(value)) {
    found.keys.push(
      value.filter((item) => item && typeof item === 'object' && '_key' in item).map((item) => item._key),
    );
    for (const item of value) collect(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record._ref === 'string') found.refs.push(record._ref);
    for (const child of Object.values(record)) collect(child, found);
  }
  return found;
}

/** Demo links go to domains reserved for examples, never to someone's real account. */
const isExampleUrl = (url: string) => /^https:\/\/([a-z0-9-]+\.)*example\.com\//.test(url);
/** Every string in a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];
/** Names reserved for documentation (RFC 2606), which never reach anyone's server. */
const isReservedExampleHost = (host: string) => /(^|\.)example(\.com)?$/.test(host);
const WRITTEN_AT = DEMO_DATASET_WRITTEN_AT.getTime();
const DAY = 86_400_000;
/** Days from the moment the dataset counts from to a date in it (negative: before it). */
const daysFromWriting = (date: unknown) => (Date.parse(String(date)) - WRITTEN_AT) / DAY;
const isLive = (job: Record<string, unknown>) =>
  typeof job.validThrough !== 'string' || daysFromWriting(job.validThrough) > 0;
/** Offers for software developers, by the title in English. */
const isDeveloperOffer = (job: Record<string, unknown>) =>
  /developer|engineer|devops/i.test((job.title as { en: string }).en);

describe('the demo dataset', () => {
  it('has the companies the spec asks for', () => {
    const companies = ofType('company') as (SanityDocument & Record<string, unknown[]>)[];
    expect(companies.length).toBeGreaterThanOrEqual(12);
    expect(new Set(companies.map((c) => JSON.stringify(c.theme))).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.status))).toEqual(new Set(['live', 'preparing', 'starting']));
    for (const company of companies) {
      expect(company.curiosities.length).toBeGreaterThanOrEqual(3);
      expect(company.curiosities.length).toBeLessThanOrEqual(6);
      expect(company.media.length).toBeGreaterThanOrEqual(6);
      expect(company.media.length).toBeLessThanOrEqual(12);
      expect(new Set(company.socials.map((s) => (s as { kind: string }).kind)).size).toBe(6);
      for (const social of company.socials as { url: string }[]) expect(isExampleUrl(social.url)).toBe(true);
      expect(company.techStack.length).toBeGreaterThan(0);
      expect(company.stories.length).toBeGreaterThan(0);
    }
    const media = companies.flatMap((c) => c.media as { type: string; platform?: string }[]);
    expect(new Set(media.map((m) => m.platform).filter(Boolean))).toEqual(new Set(['file']));
    expect(
      companies.some((c) => (c.curiosities as { isPercentage: boolean }[]).some((x) => x.isPercentage)),
    ).toBe(true);
  });

  it('ships each clip as a small WebM and its captions as WebVTT, beside the dataset', async () => {
    const files = ofType('sanity.fileAsset') as (SanityDocument & { path: string; mimeType: string })[];
    const clips = files.filter((file) => file.mimeType === 'video/webm');
    expect(clips.length).toBe(ofType('company').length);
    for (const file of files) {
      const bytes = await readFile(path.join(contentDir, 'assets', path.basename(file.path)));
      if (file.mimeType === 'video/webm') {
        expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
        expect(bytes.length).toBeLessThan(400 * 1024);
      } else {
        expect(file.mimeType).toBe('text/vtt');
        expect(bytes.toString('utf8')).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);
      }
    }
  });

  it('gives each offer the skills its text names, and only those', () => {
    const jobs = ofType('jobOffer') as (SanityDocument & { skills?: { _ref: string }[] })[];
    const skills = (id: string) => jobs.find((job) => job._id === id)?.skills?.map((skill) => skill._ref);
    // The Junior Frontend developer builds in React and TypeScript and polishes designs in Figma.
    expect(skills('job-1')).toEqual(['technology-typescript', 'technology-react', 'technology-figma']);
    // The Go developer of a parcel company: Go, with Kafka; not the company's whole stack.
    expect(skills('job-61')).toEqual(['technology-kafka', 'technology-go']);
    expect(skills('job-41')).toEqual([]);
    const technologies = new Set(ofType('technology').map((technology) => technology._id));
    for (const job of jobs) for (const skill of job.skills ?? []) expect(technologies).toContain(skill._ref);
  });

  it('has job offers covering every enumeration, salary shape and at least 8 cities', () => {
    const jobs = ofType('jobOffer') as (SanityDocument & Record<string, string | number | undefined>)[];
    expect(jobs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(jobs.map((j) => j.seniority))).toEqual(new Set(seniorities));
    expect(new Set(jobs.map((j) => j.workload))).toEqual(new Set(workloads));
    expect(new Set(jobs.map((j) => j.workingMode))).toEqual(new Set(workingModes));
    expect(new Set(jobs.map((j) => j.employmentType))).toEqual(new Set(employmentTypes));
    const shapes = new Set(jobs.map((j) => `${j.salaryFrom !== undefined}-${j.salaryTo !== undefined}`));
    expect(shapes).toEqual(new Set(['true-true', 'true-false', 'false-true', 'false-false']));
    expect(new Set(jobs.map((j) => j.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(jobs.map((j) => j.currency))).toEqual(new Set(['CZK', 'EUR']));
  });

  it('dates offers as a current portal: published within 30 days, several within 3, open for 2 to 8 weeks more', () => {
    const live = (ofType('jobOffer') as (SanityDocument & Record<string, unknown>)[]).filter(isLive);
    const ages = live.map((job) => -daysFromWriting(job.publishedAt));
    for (const age of ages) expect(age).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(30);
    expect(ages.filter((age) => age <= 3).length).toBeGreaterThanOrEqual(5);
    const closing = live.filter((job) => job.validThrough).map((job) => daysFromWriting(job.validThrough));
    expect(closing.length).toBeGreaterThan(live.length / 2);
    for (const days of closing) {
      expect(days).toBeGreaterThanOrEqual(14);
      expect(days).toBeLessThanOrEqual(57);
    }
  });

  it('spreads articles over the last months', () => {
    const ages = ofType('article').map((article) => -daysFromWriting(article.publishedAt));
    expect(Math.min(...ages)).toBeLessThanOrEqual(3);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(90);
    expect(Math.max(...ages)).toBeLessThanOrEqual(200);
  });

  it('hires developers as Czech IT does: mostly full-time employment, some contractors, part-time rare', () => {
    const developers = (ofType('jobOffer') as (SanityDocument & Record<string, unknown>)[]).filter(
      isDeveloperOffer,
    );
    expect(developers.length).toBeGreaterThanOrEqual(10);
    const share = (test: (job: Record<string, unknown>) => boolean) =>
      developers.filter(test).length / developers.length;
    expect(
      share((job) => job.workload === 'full-time' && job.employmentType === 'employment-contract'),
    ).toBeGreaterThanOrEqual(0.7);
    expect(share((job) => job.employmentType === 'freelance')).toBeGreaterThan(0);
    expect(share((job) => job.workload === 'part-time')).toBeLessThanOrEqual(0.1);
    const contractors = ofType('jobOffer').filter((job) => job.employmentType === 'freelance');
    for (const job of contractors) expect(job.workload).toBe('full-time');
  });

  it('keeps an underscore of a file name as it is, not as italics', () => {
    const article = docs.find((doc) => doc._id === 'article-1') as unknown as {
      body: { cs: { children: { text: string; marks: string[] }[] }[] };
    };
    const spans = article.body.cs.flatMap((block) => block.children ?? []);
    const fileName = spans.find((span) => span.text.includes('zivotopis_final_2.pdf'));
    expect(fileName?.marks).toEqual([]);
  });

  it('keeps three offers that expired long ago, at different companies', () => {
    const jobs = ofType('jobOffer') as (SanityDocument & Record<string, unknown>)[];
    const expired = jobs.filter((job) => !isLive(job));
    expect(expired).toHaveLength(3);
    for (const job of expired) expect(job.validThrough).toMatch(/^202[45]-/);
    expect(new Set(expired.map((job) => (job.company as { _ref: string })._ref)).size).toBe(3);
    expect(isLive(jobs.find((job) => job._id === 'job-1') as Record<string, unknown>)).toBe(true);
  });

  it('gives companies different numbers of open positions: none, one or two, and ten or more', () => {
    const live = ofType('jobOffer').filter(isLive);
    const counts = ofType('company').map(
      (company) => live.filter((job) => (job.company as { _ref: string })._ref === company._id).length,
    );
    expect(counts).toContain(0);
    expect(counts.some((count) => count >= 1 && count <= 2)).toBe(true);
    expect(counts.some((count) => count >= 10)).toBe(true);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(counts.length - 1);
  });

  it('links the site’s social profiles to example addresses for every network', () => {
    const settings = docs.find((doc) => doc._id === 'siteSettings') as unknown as {
      socials: { kind: string; url: string }[];
    };
    expect(new Set(settings.socials.map((s) => s.kind))).toEqual(
      new Set(['youtube', 'instagram', 'linkedin', 'x', 'tiktok', 'facebook']),
    );
    for (const social of settings.socials) expect(isExampleUrl(social.url)).toBe(true);
  });

  it('has legal pages with a controller, purposes and legal bases, retention, rights and contact', () => {
    const headings = (blocks: { style?: string; children: { text: string }[] }[]) =>
      blocks.filter((b) => b.style === 'h2').map((b) => b.children.map((c) => c.text).join(''));
    const text = (blocks: { children: { text: string }[] }[]) =>
      blocks.map((b) => b.children.map((c) => c.text).join('')).join('\n');
    const privacy = ofType('legalPage').find((p) => p.kind === 'privacy') as unknown as {
      body: Record<'cs' | 'en', { style?: string; children: { text: string }[] }[]>;
    };
    expect(headings(privacy.body.en)).toEqual(
      expect.arrayContaining([
        'Who processes your data',
        'Purposes and legal bases',
        'How long we keep data',
        'Your rights',
        'Contact and supervisory authority',
      ]),
    );
    expect(headings(privacy.body.cs)).toEqual(
      expect.arrayContaining(['Kdo údaje zpracovává', 'Vaše práva', 'Kontakt a dozorový úřad']),
    );
    for (const language of ['cs', 'en'] as const) {
      const body = text(privacy.body[language]);
      expect(body).toMatch(/IČO\)? 12345679/);
      expect(body).toMatch(/privacy@example\.com/);
      expect(body).toMatch(/6(\(1\)| odst\. 1)/);
      expect(body).toMatch(/ÚOOÚ/);
    }
    const cookies = ofType('legalPage').find((p) => p.kind === 'cookies') as unknown as {
      body: Record<'cs' | 'en', { children: { text: string }[] }[]>;
    };
    expect(text(cookies.body.en)).toMatch(/NEXT_LOCALE: the language you chose; 1 year/);
  });

  it('has articles, categories and the site content', () => {
    const articles = ofType('article') as (SanityDocument & { kind: string })[];
    expect(articles.length).toBeGreaterThanOrEqual(16);
    expect(new Set(articles.map((a) => a.kind))).toEqual(new Set(['article', 'interview']));
    expect(ofType('magazineCategory').length).toBeGreaterThanOrEqual(4);
    expect(ofType('b2bService')).toHaveLength(5);
    expect(new Set(ofType('legalPage').map((p) => p.kind))).toEqual(
      new Set(['cookies', 'privacy', 'terms', 'b2bTerms']),
    );
    expect(ofType('testimonial').length).toBeGreaterThan(0);
    expect(ofType('technology').length).toBeGreaterThan(10);
    expect(docs.find((d) => d._id === 'homePage')).toBeDefined();
    expect(docs.find((d) => d._id === 'siteSettings')).toBeDefined();
    expect(docs.filter((d) => d._id.startsWith('drafts.')).length).toBeGreaterThanOrEqual(3);
  });

  it('resolves every reference, has every image file and unique keys', () => {
    const ids = new Set(docs.map((doc) => doc._id));
    const found = collect(docs, { refs: [], keys: [] });
    expect(found.refs.filter((ref) => !ids.has(ref))).toEqual([]);
    for (const asset of docs.filter((doc) => doc._type === 'sanity.imageAsset')) {
      expect(existsSync(path.join(contentDir, 'assets', path.basename(asset.path as string)))).toBe(true);
    }
    for (const keys of found.keys) expect(new Set(keys).size).toBe(keys.length);
  });

  it('loads nothing from another host: asset URLs are the site’s own image route, other links example names', () => {
    const assets = docs.filter(
      (doc) => doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset',
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.url).toBe(`/content-images/${asset.path}`);
    const everything = docs.flatMap(strings);
    expect(everything.filter((text) => /sanity\.io/i.test(text))).toEqual([]);
    const remote = everything
      .flatMap((text) => text.match(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi) ?? [])
      .filter((url) => !isReservedExampleHost(new URL(url).hostname));
    expect(remote).toEqual([]);
  });

  it('has unique slugs per type and language', () => {
    for (const type of ['jobOffer', 'article', 'magazineCategory']) {
      for (const language of ['cs', 'en']) {
        const slugs = ofType(type).map(
          (doc) => (doc.slug as Record<string, { current: string }>)[language].current,
        );
        expect(new Set(slugs).size, `${type} ${language}`).toBe(slugs.length);
      }
    }
    const companySlugs = ofType('company').map((doc) => (doc.slug as { current: string }).current);
    expect(new Set(companySlugs).size).toBe(companySlugs.length);
  });
});
