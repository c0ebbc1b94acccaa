import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const draft = { enabled: false };
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: draft.enabled,
    enable: () => {
      draft.enabled = true;
    },
    disable: () => {
      draft.enabled = false;
    },
  }),
}));

// Outside Next.js there is no page cache for the dataset's writes to expire.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
// The online path (next-sanity's own handler) is not what these tests are about.
vi.mock('next-sanity/draft-mode', () => ({ defineEnableDraftMode: vi.fn() }));

const SIGNED = 'preview-secret-for-tests-0123456789abcdef';
type Routes = {
  enable: typeof import('@/app/api/draft-mode/enable/route');
  disable: typeof import('@/app/api/draft-mode/disable/route');
  dataset: Awaited<ReturnType<typeof import('@/content/local-dataset')['localDataset']>>;
};
let routes: Routes;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tribe-draft-mode-'));
  await mkdir(path.join(root, 'source'));
  await writeFile(path.join(root, 'source', 'dataset.ndjson'), '');
  process.env.CONTENT_DIR = path.join(root, 'source');
  process.env.CONTENT_DATA_DIR = path.join(root, 'data');
  process.env.PREVIEW_SECRET = SIGNED;
  const { localDataset } = await import('@/content/local-dataset');
  routes = {
    enable: await import('@/app/api/draft-mode/enable/route'),
    disable: await import('@/app/api/draft-mode/disable/route'),
    dataset: await localDataset(),
  };
});

beforeEach(() => {
  draft.enabled = false;
});

/** What the Presentation tool writes through the Content Lake when it opens a preview. */
const studioSecret = (id: string, secret: string) => ({
  createOrReplace: {
    _id: `drafts.${id}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'presentation',
    studioUrl: 'http://localhost/studio',
    userId: 'local-admin',
  },
});

const enable = (query: Record<string, string>) =>
  routes.enable.GET(new Request(`http://localhost/api/draft-mode/enable?${new URLSearchParams(query)}`));

describe('GET /api/draft-mode/enable (offline)', () => {
  it('accepts the Presentation tool’s secret from the local dataset and goes to the preview path', async () => {
    await routes.dataset.mutate([studioSecret('secret-fresh', 'studio-minted-secret')]);
    const response = await enable({
      'sanity-preview-secret': 'studio-minted-secret',
      'sanity-preview-pathname': '/cs/company/preview/company-pixelhouse',
    });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/cs/company/preview/company-pixelhouse');
    expect(draft.enabled).toBe(true);
  });

  it('refuses a Presentation secret older than an hour, or one it never minted, with a 401', async () => {
    const hourAgo = new Date(Date.now() - 3_601_000);
    await routes.dataset.mutate([studioSecret('secret-old', 'an-expired-secret')], { now: hourAgo });
    for (const secret of ['an-expired-secret', 'never-minted', '']) {
      const response = await enable({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/en' });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('invalid_secret');
    }
    expect(draft.enabled).toBe(false);
  });

  it('accepts a link signed with the site’s preview secret', async () => {
    const response = await enable({ secret: SIGNED, redirect: '/en/job/preview/job-1' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/job/preview/job-1');
    expect(draft.enabled).toBe(true);
  });

  it('refuses a wrong signed secret with a 401', async () => {
    const response = await enable({ secret: `${SIGNED}x`, redirect: '/en' });
    expect(response.status).toBe(401);
    expect(draft.enabled).toBe(false);
  });

  it.each([
    [{ secret: SIGNED, redirect: 'https://evil.example/' }, 'redirect'],
    [{ secret: SIGNED, redirect: '//evil.example/' }, 'redirect'],
    [{ secret: SIGNED }, 'redirect'],
  ])('answers a redirect off the site with a 400 naming the parameter (%o)', async (query, field) => {
    const response = await enable(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'invalid_redirect', field });
    expect(draft.enabled).toBe(false);
  });

  it('names sanity-preview-pathname when the Presentation tool’s path is off the site', async () => {
    await routes.dataset.mutate([studioSecret('secret-path', 'studio-secret-bad-path')]);
    const response = await enable({
      'sanity-preview-secret': 'studio-secret-bad-path',
      'sanity-preview-pathname': 'https://evil.example/',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe('sanity-preview-pathname');
  });
});

describe('GET /api/draft-mode/disable', () => {
  const disable = (query: string) =>
    routes.disable.GET(new Request(`http://localhost/api/draft-mode/disable${query}`));

  it('ends draft mode and returns to the given page', async () => {
    draft.enabled = true;
    const response = await disable('?redirect=%2Fen%2Fcompany%2Fpixelhouse');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/company/pixelhouse');
    expect(draft.enabled).toBe(false);
  });

  it('returns home without a redirect, and refuses one off the site', async () => {
    draft.enabled = true;
    expect((await disable('')).headers.get('location')).toBe('/');
    draft.enabled = true;
    const response = await disable('?redirect=https://evil.example/');
    expect(response.status).toBe(400);
    expect(draft.enabled).toBe(true);
  });
});
