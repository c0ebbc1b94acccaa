import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

type EditScreen = typeof import('@/content/edit-screen');
let editScreenUrl: EditScreen['editScreenUrl'];

beforeAll(async () => {
  process.env.CONTENT_DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'tribe-edit-routes-'));
  ({ editScreenUrl } = await import('@/content/edit-screen'));
});

describe('edit routes', () => {
  it.each([
    ['company', 'cs', 'company-pixelhouse', '/studio/intent/edit/id=company-pixelhouse;type=company/'],
    ['job', 'en', 'job-1', '/studio/intent/edit/id=job-1;type=jobOffer/'],
    ['job', 'cs', 'job-draft-only', '/studio/intent/edit/id=job-draft-only;type=jobOffer/'],
    ['magazine', 'en', 'article-1', '/studio/intent/edit/id=article-1;type=article/'],
  ] as const)(
    'open the Studio on a %s that exists (%s, %s), drafts-only included',
    async (kind, locale, id, url) => {
      expect(await editScreenUrl(kind, id, locale)).toBe(url);
    },
  );

  it.each([
    ['company', 'no-such-company'],
    ['job', 'company-pixelhouse'],
    ['magazine', 'job-1'],
  ] as const)('find nothing (a 404) for a %s id that exists nowhere as that type (%s)', async (kind, id) => {
    expect(await editScreenUrl(kind, id, 'en')).toBeNull();
  });
});
