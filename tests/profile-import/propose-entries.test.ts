import { describe, expect, it } from 'vitest';
import { proposeEntries } from '@/platform/profile-import/propose-entries';
import type { TextLine } from '@/platform/profile-import/text-lines';

/** Lines one under another at a 14 pt spacing; an empty string leaves a wider gap. */
function lines(texts: readonly string[]): TextLine[] {
  let top = 0;
  return texts.flatMap((text) => {
    top += text ? 14 : 12;
    return text ? [{ text, cells: [text], page: 0, column: 0, top, x: 40, fontSize: 10 }] : [];
  });
}

describe('entries from a CV’s lines', () => {
  it('reads LinkedIn positions grouped under one company, the total time left out', () => {
    const { experience } = proposeEntries(
      lines([
        'Experience',
        '',
        'Red Hat',
        '5 years 2 months',
        'Senior Software Engineer',
        'January 2017 - June 2019 (2 years 6 months)',
        'Brno, Czechia',
        'Led the messaging team.',
        'Software Engineer',
        'July 2014 - December 2016 (2 years 6 months)',
        'Brno, Czechia',
        'Skills',
      ]),
    );
    expect(experience.map(({ title, company, location }) => [title, company, location])).toEqual([
      ['Senior Software Engineer', 'Red Hat', 'Brno, Czechia'],
      ['Software Engineer', '', 'Brno, Czechia'],
    ]);
  });

  it('ends a section at the next known heading and ignores dates inside sentences', () => {
    const proposals = proposeEntries(
      lines([
        'VZDĚLÁNÍ:',
        '',
        'Gymnázium Jana Keplera',
        '2011 – 2015',
        'Dovednosti',
        'Vedla jsem projekt v letech 2016 – 2018 pro celé oddělení.',
      ]),
    );
    expect(proposals.education).toHaveLength(1);
    expect(proposals.experience).toHaveLength(0);
    expect(proposals.education[0]).toMatchObject({ organization: 'Gymnázium Jana Keplera', description: '' });
  });
});
