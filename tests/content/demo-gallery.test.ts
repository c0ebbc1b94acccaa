import { describe, expect, it } from 'vitest';
import { workplaceAlt } from '../../scripts/demo-content/company-scenes';
import { generateDocuments } from '../../scripts/demo-content/dataset';
import type { Workplace } from '../../scripts/demo-content/workplace-scenes';

interface Media {
  type: 'image' | 'video';
  platform?: string;
  videoId?: string;
  image?: { asset: { _ref: string } };
  videoFile?: { asset: { _ref: string } };
  captions?: { cs?: { asset: { _ref: string } }; en?: { asset: { _ref: string } } };
  previewImage?: { asset: { _ref: string } };
  altText: { cs: string; en: string };
}
interface Company {
  _id: string;
  name: string;
  industries: { en: string }[];
  media: Media[];
}

const { documents, files } = generateDocuments();
const companies = documents.filter((doc) => doc._type === 'company') as unknown as Company[];

/** The workplace an industry is recognised by. */
const workplaceOfIndustry: Record<string, Workplace> = {
  'Software development': 'designStudio',
  Payments: 'paymentCounter',
  Energy: 'solarPark',
  Manufacturing: 'machineHall',
  Healthcare: 'clinic',
  Logistics: 'sortingHub',
  'Game development': 'gameStudio',
  Media: 'newsroom',
  Consulting: 'boardroom',
  Retail: 'bookshop',
  Education: 'classroom',
  'Data and AI': 'dataLab',
};

const sceneOf = (item: Media) =>
  (Object.entries(workplaceAlt) as [Workplace, [string, string]][]).find(
    ([, [cs, en]]) => item.altText.cs === cs && item.altText.en === en,
  )?.[0];
const pictures = (company: Company) => company.media.filter((item) => item.type === 'image');

describe('the demo galleries', () => {
  it('show each company the workplace of its own industry first', () => {
    for (const company of companies) {
      const own = company.industries.map((industry) => workplaceOfIndustry[industry.en]).find(Boolean);
      expect(own, company.name).toBeDefined();
      expect(sceneOf(pictures(company)[0]), company.name).toBe(own);
    }
  });

  it('give no two companies the same opening scene, the same set of scenes or the same picture', () => {
    const openings = companies.map((company) => sceneOf(pictures(company)[0]));
    expect(new Set(openings).size).toBe(companies.length);
    const sets = companies.map((company) => [...new Set(pictures(company).map(sceneOf))].sort().join());
    expect(new Set(sets).size).toBe(companies.length);
    const owner = new Map<string, string>();
    for (const company of companies)
      for (const item of pictures(company)) {
        const ref = item.image?.asset._ref ?? '';
        expect(owner.get(ref) ?? company._id, ref).toBe(company._id);
        owner.set(ref, company._id);
      }
  });

  it('describe every picture in both languages, never by its number', () => {
    for (const company of companies)
      for (const item of company.media) {
        expect(item.altText.cs).not.toBe(item.altText.en);
        expect(`${item.altText.cs} ${item.altText.en}`).not.toMatch(/preview-\d|demo/i);
        if (item.type === 'image') expect(sceneOf(item), item.altText.en).toBeDefined();
      }
  });

  it('play only videos the site holds, with a poster and captions in both languages', () => {
    for (const company of companies) {
      const videos = company.media.filter((item) => item.type === 'video');
      expect(videos.length, company.name).toBeGreaterThan(0);
      for (const video of videos) {
        expect(video.platform).toBe('file');
        expect(video.videoId).toBeUndefined();
        expect(video.previewImage?.asset._ref).toMatch(/^image-/);
        expect(files.pending.get(video.videoFile?.asset._ref ?? '')?.mimeType).toBe('video/webm');
        const captions = (['cs', 'en'] as const).map((lang) => {
          const file = files.pending.get(video.captions?.[lang]?.asset._ref ?? '');
          return file?.extension === 'vtt' ? file.text : '';
        });
        for (const text of captions) expect(text).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:0\d\.000\n\S/);
        expect(captions[0]).not.toBe(captions[1]);
      }
    }
  });

  it('keep no embed ids of the old demo kind anywhere', () => {
    const text = JSON.stringify(documents);
    expect(text).not.toMatch(/tribeDemo\d|"videoId":"9\d{9}"/);
    expect(text).not.toMatch(/"platform":"(youtube|vimeo)"/);
  });
});
