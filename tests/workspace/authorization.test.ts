import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import type { WorkspaceMember } from '@/contracts/workspace';
import { answers, apply } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { fillTemplate, routeCatalogue } from '../platform/support/route-catalogue';
import { invitationTokenFor, ownerOf, recruiterInvitedBy } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

/** Every workspace endpoint, found on disk: a new one is tried here without being listed. */
const endpoints = routeCatalogue()
  .filter((route) => route.template.startsWith('/api/workspace'))
  .flatMap((route) => route.methods.map((method) => ({ route, method })));

interface Company {
  owner: Browser;
  applicationId: string;
  jobOfferId: string;
  memberId: string;
  templateId: string;
  invitationId: string;
  invitationToken: string;
  /** A move of the application whose e-mail still waits, for the undo endpoint. */
  eventId: number;
}

/** The value each dynamic segment takes when the request aims at `company`'s data. */
function pathFor(template: string, company: Company): string {
  const id = (() => {
    if (template.includes('/applications/[id]')) return company.applicationId;
    if (template.includes('/offers/[id]')) return company.jobOfferId;
    if (template.includes('/members/[id]')) return company.memberId;
    if (template.includes('/invitations/[id]')) return company.invitationId;
    if (template.includes('/templates/[id]')) return company.templateId;
    if (template.includes('/documents/[id]')) return company.jobOfferId;
    if (template.includes('[')) throw new Error(`No target for ${template}: add it to this test`);
    return '';
  })();
  return fillTemplate(template, { id: encodeURIComponent(id) });
}

/** A valid body for each endpoint that reads one, aimed at `company`. */
function bodyFor(template: string, method: string, company: Company): unknown {
  if (method === 'GET' || method === 'DELETE' || template.startsWith('/api/workspace/documents/')) {
    return undefined;
  }
  if (template.endsWith('/bulk-status') || template.endsWith('/mail-preview')) {
    return { ids: [company.applicationId], status: 'offer' };
  }
  if (template.endsWith('/undo')) return { events: [company.eventId] };
  if (template.endsWith('/status')) return { status: 'offer', message: 'Come on Monday.' };
  if (template.endsWith('/notes')) return { body: 'A note from someone else.' };
  if (template.endsWith('/messages')) return { body: 'A message from someone else.' };
  if (template.endsWith('/assessment')) return { rating: 1, tags: ['stranger'] };
  if (template.endsWith('/interview')) {
    return {
      slots: ['2099-01-05T10:00'],
      durationMinutes: 30,
      place: 'Elsewhere',
      videoUrl: null,
      note: null,
    };
  }
  if (template.endsWith('/invitations/accept')) return { token: company.invitationToken };
  if (template.endsWith('/invitations')) return { email: 'stranger@example.com', role: 'owner' };
  if (template.endsWith('/notifications')) return { frequency: 'none', locale: 'en' };
  if (template.endsWith('/templates')) return { locale: 'en', name: 'Stranger', body: 'Hello.' };
  throw new Error(`No body for ${method} ${template}: add it to this test`);
}

/** What another member could change or learn of a company: compared before and after each attempt. */
async function snapshot(companyId: string, applicationId: string): Promise<string> {
  const { getDatabase } = await import('@/server/db');
  const schema = await import('@/server/db/schema');
  const db = await getDatabase();
  const [application] = await db
    .select({ status: schema.jobApplication.status })
    .from(schema.jobApplication)
    .where(eq(schema.jobApplication.id, applicationId));
  const count = async (table: 'companyMember' | 'companyInvitation' | 'messageTemplate') =>
    (await db.select().from(schema[table]).where(eq(schema[table].companyId, companyId))).length;
  const notes = await db
    .select()
    .from(schema.applicationNote)
    .where(eq(schema.applicationNote.applicationId, applicationId));
  const assessments = await db
    .select()
    .from(schema.applicationAssessment)
    .where(eq(schema.applicationAssessment.applicationId, applicationId));
  const messages = await db
    .select()
    .from(schema.applicationMessage)
    .where(eq(schema.applicationMessage.applicationId, applicationId));
  const interviews = await db
    .select()
    .from(schema.interview)
    .where(eq(schema.interview.applicationId, applicationId));
  const reviews = await db
    .select()
    .from(schema.documentReview)
    .where(eq(schema.documentReview.companyId, companyId));
  const { localDataset } = await import('@/content/local-dataset');
  const offers = [...(await localDataset()).allDocuments()]
    .filter((doc) => (doc.company as { _ref?: string } | undefined)?._ref === companyId)
    .map((doc) => `${doc._id}@${doc._rev}`)
    .sort();
  return JSON.stringify({
    status: application.status,
    interviews,
    reviews,
    offers,
    notes: notes.length,
    messages: messages.length,
    assessments,
    members: await count('companyMember'),
    invitations: await count('companyInvitation'),
    templates: await count('messageTemplate'),
  });
}

const jobA = liveJobs[0];
const jobB = liveJobs.find((job) => job.company?._ref !== jobA.company?._ref) as (typeof liveJobs)[number];
const companyIdOf = (job: typeof jobA) => job.company?._ref as string;

async function companyWith(job: typeof jobA, candidate: Browser): Promise<Company> {
  const applied = await apply(candidate, { jobOfferID: job._id, locale: 'en', ...answers });
  expect(applied.status).toBe(201);
  const application = (await applied.json()) as ApplicationSummary;
  const { browser: owner } = await ownerOf(companyIdOf(job));
  // A draft of the offer, as the Studio leaves it, for the review routes to be tried on.
  const { localDataset } = await import('@/content/local-dataset');
  const dataset = await localDataset();
  const { _rev, _updatedAt, _createdAt, ...offer } = dataset.getDocument(job._id) as Record<string, unknown>;
  await dataset.mutate([
    { createOrReplace: { ...offer, _id: `drafts.${job._id}`, city: 'Draft city' } },
  ] as never);
  const members = (await (await owner.request('/api/workspace/members')).json()) as WorkspaceMember[];
  const template = await owner.api('POST', '/api/workspace/templates', {
    locale: 'cs',
    name: 'Pozvání',
    body: 'Rádi bychom vás pozvali na pohovor.',
  });
  const invitee = `invitee-${companyIdOf(job)}@example.com`;
  const invitation = await owner.api('POST', '/api/workspace/invitations', {
    email: invitee,
    role: 'recruiter',
  });
  const moved = await owner.api('POST', `/api/workspace/applications/${application.id}/status`, {
    status: 'seen',
  });
  const assessed = await owner.api('PUT', `/api/workspace/applications/${application.id}/assessment`, {
    rating: 3,
    tags: ['own'],
  });
  expect(assessed.status).toBe(200);
  return {
    owner,
    eventId: ((await moved.json()) as { eventId: number }).eventId,
    applicationId: application.id,
    jobOfferId: job._id,
    memberId: members[0].id,
    templateId: ((await template.json()) as { id: string }).id,
    invitationId: ((await invitation.json()) as { id: string }).id,
    invitationToken: await invitationTokenFor(invitee),
  };
}

describe(`the workspace refuses other companies' data and removed members (${databaseKind})`, () => {
  let a: Company;
  let b: Company;
  let removed: Browser;

  beforeAll(async () => {
    const { browser: candidate } = await signedInBrowser();
    a = await companyWith(jobA, candidate);
    b = await companyWith(jobB, candidate);
    const recruiter = await recruiterInvitedBy(a.owner);
    removed = recruiter.browser;
    expect((await removed.request('/api/workspace')).status).toBe(200);
    const members = (await (await a.owner.request('/api/workspace/members')).json()) as WorkspaceMember[];
    const target = members.find((member) => member.email === recruiter.person.email) as WorkspaceMember;
    expect((await a.owner.api('DELETE', `/api/workspace/members/${target.id}`)).status).toBe(200);
  }, 120_000);

  it('covers every workspace endpoint', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(14);
  });

  it.each(endpoints.map(({ route, method }) => [`${method} ${route.template}`, route.template, method]))(
    "%s: an owner of another company cannot reach company B's data",
    async (_name, template, method) => {
      const before = await snapshot(companyIdOf(jobB), b.applicationId);
      const response = await a.owner.api(method, pathFor(template, b), bodyFor(template, method, b));
      const aimed =
        template.includes('[') ||
        ['/bulk-status', '/mail-preview', '/undo', '/accept'].some((end) => template.endsWith(end));
      if (aimed) {
        expect([403, 404]).toContain(response.status);
      } else {
        // Endpoints without an id act on the caller's own company: nothing of B's shows or changes.
        expect(response.status).toBeLessThan(300);
        const text = await response.text();
        for (const secret of [
          b.applicationId,
          b.memberId,
          b.templateId,
          b.invitationId,
          b.jobOfferId,
          companyIdOf(jobB),
        ]) {
          expect(text).not.toContain(secret);
        }
      }
      expect(await snapshot(companyIdOf(jobB), b.applicationId)).toBe(before);
    },
  );

  it.each(endpoints.map(({ route, method }) => [`${method} ${route.template}`, route.template, method]))(
    '%s: a member removed mid-session is refused at once',
    async (_name, template, method) => {
      const before = await snapshot(companyIdOf(jobA), a.applicationId);
      const response = await removed.api(method, pathFor(template, a), bodyFor(template, method, a));
      // Accepting again is the one call open to any signed-in account: the used link is refused.
      const refused = template.endsWith('/accept') ? [403, 404, 410] : [403];
      expect(refused).toContain(response.status);
      expect(await snapshot(companyIdOf(jobA), a.applicationId)).toBe(before);
    },
  );

  it('lets a recruiter work but not manage the team, and editors alone invite owners', async () => {
    const recruiter = await recruiterInvitedBy(a.owner);
    expect((await recruiter.browser.request(`/api/workspace/applications/${a.applicationId}`)).status).toBe(
      200,
    );
    const invite = await recruiter.browser.api('POST', '/api/workspace/invitations', {
      email: 'friend@example.com',
      role: 'owner',
    });
    expect(invite.status).toBe(403);
    expect((await recruiter.browser.api('DELETE', `/api/workspace/members/${a.memberId}`)).status).toBe(403);
    const studio = await recruiter.browser.api('POST', '/api/studio/company-invitations', {
      company: companyIdOf(jobB),
      email: recruiter.person.email,
    });
    expect(studio.status).toBe(403);
  });
});
