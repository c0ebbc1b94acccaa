import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileEntryProposals } from '@/contracts/profile-import';
import { descriptionText } from '@/platform/profile-import/description-html';
import { pdfLines } from '@/platform/profile-import/pdf-text';
import { proposeEntries } from '@/platform/profile-import/propose-entries';
import { CV_FIXTURES } from './fixtures/cvs';
import type { CvFixture } from './fixtures/layout';

const fixtureDir = path.join(import.meta.dirname, 'fixtures');

type Kind = 'education' | 'experience';
const FIELDS: Record<Kind, readonly string[]> = {
  education: ['organization', 'degree', 'title', 'from', 'to', 'description'],
  experience: ['title', 'company', 'location', 'from', 'to', 'description'],
};

/** A proposal's fields as the fixtures write them: months as 'YYYY-MM', descriptions as text. */
function comparable(proposal: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(proposal).map(([name, value]) => {
      if (name === 'from' || name === 'to')
        return [name, typeof value === 'string' ? value.slice(0, 7) : null];
      if (name === 'description') return [name, descriptionText(String(value)) || null];
      return [name, (value as string | null) || null];
    }),
  );
}

const expectedValue = (value: string | null) => value || null;

interface Score {
  correct: number;
  total: number;
  misses: string[];
}

/**
 * Pairs each expected entry with the unused proposal that gets most of its fields right and counts
 * the fields; a proposal no expected entry takes counts all its fields as wrong.
 */
function score(fixture: CvFixture, proposals: ProfileEntryProposals): Score {
  const result: Score = { correct: 0, total: 0, misses: [] };
  for (const kind of ['education', 'experience'] as const) {
    const fields = FIELDS[kind];
    const candidates = proposals[kind].map((proposal) =>
      comparable(proposal as unknown as Record<string, unknown>),
    );
    const unused = new Set(candidates.keys());
    for (const expected of fixture.expected[kind] as unknown as Record<string, string | null>[]) {
      const right = (candidate: Record<string, string | null>) =>
        fields.filter((field) => candidate[field] === expectedValue(expected[field]));
      const best = [...unused].sort((a, b) => right(candidates[b]).length - right(candidates[a]).length)[0];
      const matched = best === undefined ? [] : right(candidates[best]);
      if (best !== undefined) unused.delete(best);
      result.correct += matched.length;
      result.total += fields.length;
      for (const field of fields.filter((name) => !matched.includes(name))) {
        const got = best === undefined ? '(no entry)' : JSON.stringify(candidates[best][field]);
        result.misses.push(
          `${fixture.file} ${kind}.${field}: expected ${JSON.stringify(expected[field])}, got ${got}`,
        );
      }
    }
    for (const extra of unused) {
      result.total += fields.length;
      result.misses.push(
        `${fixture.file} ${kind}: an entry that is not in the CV (${candidates[extra][fields[0]]})`,
      );
    }
  }
  return result;
}

describe('profile import accuracy over the test CVs', () => {
  it('gets at least 90% of the fields of every entry right', async () => {
    const rows: string[] = [];
    const overall: Score = { correct: 0, total: 0, misses: [] };
    for (const fixture of CV_FIXTURES) {
      const bytes = new Uint8Array(await readFile(path.join(fixtureDir, fixture.file)));
      const result = score(fixture, proposeEntries(await pdfLines(bytes)));
      rows.push(`${fixture.label.padEnd(42)} ${result.correct}/${result.total}`);
      overall.correct += result.correct;
      overall.total += result.total;
      overall.misses.push(...result.misses);
    }
    const accuracy = overall.correct / overall.total;
    console.log(
      [
        ...rows,
        `field accuracy: ${overall.correct}/${overall.total} = ${(accuracy * 100).toFixed(1)}%`,
        ...overall.misses,
      ].join('\n'),
    );
    expect(CV_FIXTURES.length).toBeGreaterThanOrEqual(5);
    expect(overall.total).toBeGreaterThan(100);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
