import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOf, liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from '../workspace/support/members';

isolatePlatform({ rateLimitScale: 50 });

const jobA = liveJobs[0];
const companyA = jobA.company?._ref as string;
const otherJobA = liveJobs.find((job) => job.company?._ref === companyA && job._id !== jobA._id);
const jobB = liveJobs.find((job) => job.company?._ref !== companyA) as (typeof liveJobs)[number];
const companyB = jobB.company?._ref as string;

async function dataset() {
  const { localDataset } = await import('@/content/local-dataset');
  return localDataset();
}

/** What a member's edit in the Studio leaves: a draft over the published document. */
async function editDraft(id: string, change: Record<string, unknown>) {
  const store = await dataset();
  const { _rev, _updatedAt, _createdAt, ...published } = store.getDocument(id) as Record<string, unknown>;
  await store.mutate([{ createOrReplace: { ...published, ...change, _id: `drafts.${id}` } }] as never);
}

async function reviewSteps(documentId: string) {
  const { getDatabase } = await import('@/server/db');
  const { documentReviewEvent } = await import('@/server/db/schema');
  return (await getDatabase())
    .select({ action: documentReviewEvent.action, actorId: documentReviewEvent.actorId })
    .from(documentReviewEvent)
    .where(eq(documentReviewEvent.documentId, documentId))
    .orderBy(documentReviewEvent.id);
}

const submit = (browser: Browser, id: string) => browser.api('POST', `/api/workspace/documents/${id}/submit`);
const decide = (browser: Browser, id: string, body: unknown) =>
  browser.api('POST', `/api/studio/reviews/${id}`, body);
const documentsOf = async (browser: Browser) =>
  (await (await browser.api('GET', '/api/workspace/documents')).json()) as {
    trusted: boolean;
    documents: { id: string; state: string; comment: string | null }[];
  };

describe(`members submit their company's drafts and editors decide (${databaseKind})`, () => {
  let ownerA: Awaited<ReturnType<typeof ownerOf>>;
  let ownerB: Awaited<ReturnType<typeof ownerOf>>;
  let editor: Awaited<ReturnType<typeof signedInBrowser>>;
  let editorId: string;
  let ownerAId: string;

  beforeAll(async () => {
    ownerA = await ownerOf(companyA);
    ownerB = await ownerOf(companyB);
    editor = await signedInBrowser();
    const { grantEditorRole } = await import('@/server/editors/editor-roles');
    await grantEditorRole(editor.person.email, 'editor', 'test');
    editorId = (await editor.browser.me())?.id as string;
    ownerAId = (await ownerA.browser.me())?.id as string;
    await editDraft(jobA._id, { title: { cs: 'Upravená nabídka', en: 'Edited offer' } });
    await editDraft(companyA, { name: 'Upravená firma' });
  }, 120_000);

  it('lists the company’s own documents with their state, none of another company’s', async () => {
    const { trusted, documents } = await documentsOf(ownerA.browser);
    expect(trusted).toBe(false);
    const ids = documents.map((document) => document.id);
    expect(ids).toContain(companyA);
    expect(ids).toContain(jobA._id);
    expect(ids).not.toContain(companyB);
    expect(ids).not.toContain(jobB._id);
    expect(documents.find((document) => document.id === jobA._id)?.state).toBe('draft');
    if (otherJobA)
      expect(documents.find((document) => document.id === otherJobA._id)?.state).toBe('published');
  });

  it('refuses another company’s member (404), a stranger (403) and a malformed id (404)', async () => {
    expect((await submit(ownerB.browser, jobA._id)).status).toBe(404);
    expect((await submit(ownerB.browser, companyA)).status).toBe(404);
    const stranger = await signedInBrowser();
    expect((await submit(stranger.browser, jobA._id)).status).toBe(403);
    expect((await stranger.browser.api('GET', '/api/workspace/documents')).status).toBe(403);
    expect((await submit(ownerA.browser, 'drafts.x')).status).toBe(404);
    expect((await submit(ownerA.browser, '%2E%2E')).status).toBe(404);
    expect(await reviewSteps(jobA._id)).toEqual([]);
  });

  it('refuses to submit a document without a draft', async () => {
    if (!otherJobA) return;
    const response = await submit(ownerA.browser, otherJobA._id);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('no_draft');
  });

  it('keeps the editors’ routes to editors', async () => {
    expect((await ownerA.browser.api('GET', '/api/studio/reviews')).status).toBe(403);
    expect((await decide(ownerA.browser, jobA._id, { decision: 'publish' })).status).toBe(403);
    expect(
      (await ownerA.browser.api('PUT', `/api/studio/companies/${companyA}/trust`, { trusted: true })).status,
    ).toBe(403);
    expect((await ownerA.browser.api('GET', `/api/studio/companies/${companyA}/trust`)).status).toBe(403);
    expect((await decide(editor.browser, 'drafts.x', { decision: 'publish' })).status).toBe(404);
    expect((await decide(editor.browser, jobB._id, { decision: 'publish' })).status).toBe(404);
  });

  it('submits, sends back with a comment, resubmits and publishes, mailing the members each time', async () => {
    const submitted = await submit(ownerA.browser, jobA._id);
    expect(submitted.status).toBe(200);
    expect((await submitted.json()).state).toBe('in_review');
    expect((await submit(ownerA.browser, jobA._id)).status).toBe(409);

    const requests = (await (await editor.browser.api('GET', '/api/studio/reviews')).json()) as {
      id: string;
      changedFields: string[];
      submittedBy: string | null;
      companyName: string;
    }[];
    const request = requests.find((entry) => entry.id === jobA._id);
    expect(request?.changedFields).toEqual(['title']);
    expect(request?.submittedBy).toBeTruthy();

    const empty = await decide(editor.browser, jobA._id, { decision: 'send_back', comment: '  ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.field).toBe('comment');
    const sentBack = await decide(editor.browser, jobA._id, {
      decision: 'send_back',
      comment: 'Doplňte prosím mzdu.',
    });
    expect(sentBack.status).toBe(200);
    expect((await documentsOf(ownerA.browser)).documents.find((d) => d.id === jobA._id)).toMatchObject({
      state: 'changes_requested',
      comment: 'Doplňte prosím mzdu.',
    });
    const backMail = await latestMailTo(ownerA.person.email);
    expect(backMail?.text).toContain('Doplňte prosím mzdu.');
    expect(
      backMail?.links.some((url) => /\/(firma\/dokumenty|company-workspace\/documents)$/.test(url)),
    ).toBe(true);
    expect((await decide(editor.browser, jobA._id, { decision: 'publish' })).status).toBe(409);

    await editDraft(jobA._id, { title: { cs: 'Opravená nabídka', en: 'Fixed offer' }, salaryFrom: 60000 });
    expect((await submit(ownerA.browser, jobA._id)).status).toBe(200);
    const published = await decide(editor.browser, jobA._id, { decision: 'publish' });
    expect(published.status).toBe(200);
    const store = await dataset();
    expect(store.getDocument(jobA._id)).toMatchObject({
      title: { cs: 'Opravená nabídka' },
      salaryFrom: 60000,
    });
    expect(store.getDocument(`drafts.${jobA._id}`)).toBeNull();
    expect((await documentsOf(ownerA.browser)).documents.find((d) => d.id === jobA._id)?.state).toBe(
      'published',
    );
    const publishedMail = await latestMailTo(ownerA.person.email);
    expect(publishedMail?.subject).toMatch(/Opravená nabídka|Fixed offer/);
    expect(await reviewSteps(jobA._id)).toEqual([
      { action: 'submitted', actorId: ownerAId },
      { action: 'sent_back', actorId: editorId },
      { action: 'submitted', actorId: ownerAId },
      { action: 'published', actorId: editorId },
    ]);
    expect((await decide(editor.browser, jobA._id, { decision: 'publish' })).status).toBe(409);
  });

  it('lets a trusted company’s members publish job offers, never the profile', async () => {
    await editDraft(jobA._id, { city: 'Brno' });
    const untrusted = await ownerA.browser.api('POST', `/api/workspace/documents/${jobA._id}/publish`);
    expect(untrusted.status).toBe(403);
    expect((await untrusted.json()).error.code).toBe('review_required');

    const marked = await editor.browser.api('PUT', `/api/studio/companies/${companyA}/trust`, {
      trusted: true,
    });
    expect(marked.status).toBe(200);
    expect((await documentsOf(ownerA.browser)).trusted).toBe(true);
    expect((await ownerB.browser.api('POST', `/api/workspace/documents/${jobA._id}/publish`)).status).toBe(
      404,
    );
    const direct = await ownerA.browser.api('POST', `/api/workspace/documents/${jobA._id}/publish`);
    expect(direct.status).toBe(200);
    expect((await dataset()).getDocument(jobA._id)).toMatchObject({ city: 'Brno' });
    expect((await reviewSteps(jobA._id)).at(-1)).toEqual({ action: 'published', actorId: ownerAId });

    const profile = await ownerA.browser.api('POST', `/api/workspace/documents/${companyA}/publish`);
    expect(profile.status).toBe(403);
    expect((await dataset()).getDocument(companyA)?.name).toBe(companyOf(jobA).name);

    await editor.browser.api('PUT', `/api/studio/companies/${companyA}/trust`, { trusted: false });
    expect((await documentsOf(ownerA.browser)).trusted).toBe(false);
  });
});

describe(`a member's review steps and their data rights (${databaseKind})`, () => {
  it('the export lists the drafts they submitted; deleting the account keeps the steps without them', async () => {
    const job = liveJobs.find(
      (offer) => offer.company?._ref !== companyA && offer.company?._ref !== companyB,
    );
    if (!job) return;
    const owner = await ownerOf(job.company?._ref as string);
    await editDraft(job._id, { city: 'Ostrava' });
    expect((await submit(owner.browser, job._id)).status).toBe(200);
    const exported = await (await owner.browser.api('GET', '/api/user/export')).json();
    expect(exported.workspace.documentReviews).toEqual([
      expect.objectContaining({ documentId: job._id, action: 'submitted' }),
    ]);
    expect((await owner.browser.api('DELETE', '/api/user/account')).status).toBeLessThan(300);
    expect(await reviewSteps(job._id)).toEqual([{ action: 'submitted', actorId: null }]);
  });
});
