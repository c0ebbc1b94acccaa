import { beforeAll, describe, expect, it, vi } from 'vitest';
import { liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { nextEvent } from '../support/server-sent-events';
import { ownerOf } from '../workspace/support/members';

/** The request a preview page is rendered for: its draft mode and its cookies. */
const rendered = { draftMode: false, headers: new Headers() };
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: rendered.draftMode }),
  headers: async () => rendered.headers,
}));
// Outside Next.js there is no page cache for the dataset's writes to expire.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (read: unknown) => read }));

isolatePlatform({ rateLimitScale: 50 });
// What next.config's `experimental.authInterrupts` sets in the build, for `unauthorized()`.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const jobA = liveJobs[0];
const companyA = jobA.company?._ref as string;
const jobB = liveJobs.find((job) => job.company?._ref !== companyA) as (typeof liveJobs)[number];
const companyB = jobB.company?._ref as string;

const cookiesOf = (browser: Browser) =>
  new Headers({ cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') });

/** Who `requirePreviewOf` lets see the preview of `id`, or the HTTP status it answers with. */
async function previewAs(id: string, request: { draftMode?: boolean; browser?: Browser }) {
  rendered.draftMode = request.draftMode ?? false;
  rendered.headers = request.browser ? cookiesOf(request.browser) : new Headers();
  const { requirePreviewOf } = await import('@/platform/preview/require-preview-of');
  try {
    return await requirePreviewOf(id);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    return Number(digest.split(';')[1]) || Promise.reject(error);
  }
}

async function writeDraft(id: string, change: Record<string, unknown>) {
  const { localDataset } = await import('@/content/local-dataset');
  const store = await localDataset();
  const { _rev, _updatedAt, _createdAt, ...published } = store.getDocument(id) as Record<string, unknown>;
  await store.mutate([{ createOrReplace: { ...published, ...change, _id: `drafts.${id}` } }] as never);
}

describe(`who sees a company's preview (${databaseKind})`, () => {
  let memberA: Browser;
  let memberB: Browser;
  let stranger: Browser;

  beforeAll(async () => {
    memberA = (await ownerOf(companyA)).browser;
    memberB = (await ownerOf(companyB)).browser;
    stranger = (await signedInBrowser()).browser;
  }, 120_000);

  it('lets draft mode (editors) see any preview, a member their company and its job offers', async () => {
    expect(await previewAs(companyB, { draftMode: true })).toBe('editor');
    expect(await previewAs(companyA, { browser: memberA })).toBe('member');
    expect(await previewAs(jobA._id, { browser: memberA })).toBe('member');
    expect(await previewAs(jobB._id, { browser: memberB })).toBe('member');
  });

  it('answers 401 to a member of another company, a stranger, nobody signed in, and a missing id alike', async () => {
    expect(await previewAs(companyB, { browser: memberA })).toBe(401);
    expect(await previewAs(jobB._id, { browser: memberA })).toBe(401);
    expect(await previewAs(companyA, { browser: stranger })).toBe(401);
    expect(await previewAs(companyA, {})).toBe(401);
    expect(await previewAs('company-that-does-not-exist', { browser: memberA })).toBe(401);
    expect(await previewAs('../company-a', { browser: memberA })).toBe(401);
  });

  it("refuses a job offer whose draft was moved to the member's company from another", async () => {
    await writeDraft(jobB._id, { company: { _type: 'reference', _ref: companyA } });
    expect(await previewAs(jobB._id, { browser: memberA })).toBe(401);
  });
});

describe(`GET /api/member-preview/changes (${databaseKind})`, () => {
  let memberA: Browser;
  let memberB: Browser;

  beforeAll(async () => {
    memberA = (await ownerOf(companyA)).browser;
    memberB = (await ownerOf(companyB)).browser;
  }, 120_000);

  const changes = (browser: Browser, ids: string, init: RequestInit = {}) =>
    browser.request(`/api/member-preview/changes?ids=${encodeURIComponent(ids)}&since=${Date.now()}`, init);

  it("streams the writes to the member's own documents and to no others", async () => {
    const abort = new AbortController();
    const response = await changes(memberA, `${companyA},${jobA._id}`, { signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await nextEvent(reader, 'welcome');
    await writeDraft(companyB, { name: 'Jiná firma' });
    await writeDraft(companyA, { name: 'Upravená firma' });
    expect(await nextEvent(reader, 'change')).toEqual({ ids: [`drafts.${companyA}`] });
    abort.abort();
  });

  it("answers 401 for another company's id, a missing id and a stranger; 400 without ids or with a malformed one", async () => {
    expect((await changes(memberA, `${companyA},${companyB}`)).status).toBe(401);
    expect((await changes(memberB, jobA._id)).status).toBe(401);
    expect((await changes(memberA, 'company-that-does-not-exist')).status).toBe(401);
    expect((await changes((await signedInBrowser()).browser, companyA)).status).toBe(401);
    const none = await changes(memberA, '');
    expect(none.status).toBe(400);
    expect((await none.json()).error.code).toBe('invalid_ids');
    for (const malformed of [`${companyA},"x"`, `${companyA},${'a'.repeat(129)}`, 'drafts/../x']) {
      const answer = await changes(memberA, malformed);
      expect(answer.status, malformed).toBe(400);
      expect((await answer.json()).error.code).toBe('invalid_ids');
    }
  });
});
