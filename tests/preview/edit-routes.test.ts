import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

type EditPage = (props: { params: Promise<{ locale: string; id: string }> }) => Promise<never>;
let pages: Record<'company' | 'job' | 'magazine', EditPage>;

beforeAll(async () => {
  process.env.CONTENT_DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'tribe-edit-routes-'));
  pages = {
    company: (await import('@/app/[locale]/(empty)/company/edit/[id]/page')).default as EditPage,
    job: (await import('@/app/[locale]/(empty)/job/edit/[id]/page')).default as EditPage,
    magazine: (await import('@/app/[locale]/(empty)/magazine/edit/[id]/page')).default as EditPage,
  };
});

/** What the page ends with: Next.js's redirect or not-found signal (its digest). */
async function outcome(page: EditPage, locale: string, id: string) {
  const error = await page({ params: Promise.resolve({ locale, id }) }).catch((thrown: unknown) => thrown);
  return (error as { digest?: string }).digest ?? String(error);
}

describe('edit routes', () => {
  it.each([
    ['company', 'cs', 'company-pixelhouse', '/studio/intent/edit/id=company-pixelhouse;type=company/'],
    ['job', 'en', 'job-1', '/studio/intent/edit/id=job-1;type=jobOffer/'],
    ['job', 'cs', 'job-draft-only', '/studio/intent/edit/id=job-draft-only;type=jobOffer/'],
    ['magazine', 'en', 'article-1', '/studio/intent/edit/id=article-1;type=article/'],
  ] as const)(
    'open the Studio on a %s that exists (%s, %s), drafts-only included',
    async (kind, locale, id, url) => {
      expect(await outcome(pages[kind], locale, id)).toContain(`;${url};`);
    },
  );

  it.each([
    ['company', 'no-such-company'],
    ['job', 'company-pixelhouse'],
    ['magazine', 'job-1'],
  ] as const)('answer 404 for a %s id that exists nowhere as that type (%s)', async (kind, id) => {
    expect(await outcome(pages[kind], 'en', id)).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  });
});
