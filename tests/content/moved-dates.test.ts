import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset, withDatesMovedTo } from '@tribe/local-dataset';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DATASET_WRITTEN_AT } from '@/content/demo-dataset-moment';

const DAY = 86_400_000;
const contentDir = path.join(import.meta.dirname, '../../content');
let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('dates moved to the day the data is created', () => {
  it('moves publication, closing and system dates by whole days and leaves other fields alone', () => {
    const doc = {
      _id: 'job-1',
      _type: 'jobOffer',
      _createdAt: '2026-11-18T09:00:00.000Z',
      publishedAt: '2026-11-18T09:00:00.000Z',
      validThrough: '2026-12-31T21:59:59.000Z',
      city: 'Brno',
    };
    const [moved] = withDatesMovedTo(
      [doc],
      new Date('2026-11-20T09:00:00Z'),
      new Date('2027-03-05T08:00:00Z'),
    );
    expect(moved).toEqual({
      ...doc,
      _createdAt: '2027-03-02T09:00:00.000Z',
      publishedAt: '2027-03-02T09:00:00.000Z',
      validThrough: '2027-04-14T21:59:59.000Z',
    });
  });

  it('serves the demo dataset as current: the newest offer at most 3 days old, none open beyond 8 weeks', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-moved-dates-'));
    const dataset = await LocalDataset.open({
      sourceDir: contentDir,
      dataDir,
      sourceWrittenAt: DEMO_DATASET_WRITTEN_AT,
    });
    const now = Date.now();
    const offers = await dataset.query<{ publishedAt: string; validThrough: string | null }[]>(
      '*[_type == "jobOffer" && (!defined(validThrough) || validThrough > $now)] | order(publishedAt desc){ publishedAt, validThrough }',
      { now: new Date(now).toISOString() },
    );
    expect(offers.length).toBeGreaterThan(40);
    const newest = Date.parse(offers[0].publishedAt);
    expect(newest).toBeLessThanOrEqual(now);
    expect(now - newest).toBeLessThanOrEqual(3 * DAY);
    for (const offer of offers) {
      expect(now - Date.parse(offer.publishedAt)).toBeLessThanOrEqual(31 * DAY);
      // Apply-by is a day: its last minute may come later in the day than now.
      if (offer.validThrough) expect(Date.parse(offer.validThrough) - now).toBeLessThan((8 * 7 + 1) * DAY);
    }
  });
});
