import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { employmentTypes, workingModes } from '../../schemas/job-enums';
import { eitherLanguagePreview } from '../../schemas/objects/localized';
import { optionTitle, titledOptions } from '../../schemas/objects/titled-options';

describe('what the Studio shows for stored values', () => {
  it('titles each choice as a reader writes it, never the raw value', () => {
    expect(titledOptions(workingModes)).toEqual([
      { title: 'Fully remote', value: 'full-remote' },
      { title: 'On-site', value: 'onsite' },
      { title: 'Hybrid', value: 'hybrid' },
    ]);
    expect(titledOptions(employmentTypes).map((option) => option.title)).toEqual([
      'Freelance',
      'Internship',
      'Employment contract',
    ]);
    expect(['CZK', 'PRIMARY', 'youtube', 'b2bTerms'].map(optionTitle)).toEqual([
      'CZK',
      'Primary',
      'YouTube',
      'B2B terms',
    ]);
  });

  it('titles a document written in one language by that language, not “Untitled”', () => {
    const preview = eitherLanguagePreview('title', { subtitle: 'company.name' });
    // The list search weighs the title (English) and the description (Czech): both are found.
    expect(preview.select).toEqual({ title: 'title.en', description: 'title.cs', subtitle: 'company.name' });
    expect(preview.prepare({ description: 'Vývojářka', subtitle: 'Pixelhouse' })).toMatchObject({
      title: 'Vývojářka',
      subtitle: 'Pixelhouse',
    });
    expect(preview.prepare({ title: 'Developer', description: 'Vývojářka' }).title).toBe('Developer');
  });

  it('requires the slug of job offers and articles (the extracted schema says so)', () => {
    const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../schema.json'), 'utf8')) as {
      name: string;
      attributes?: Record<string, { optional?: boolean }>;
    }[];
    for (const type of ['jobOffer', 'article']) {
      expect(schema.find((entry) => entry.name === type)?.attributes?.slug?.optional, type).toBe(false);
    }
  });
});
