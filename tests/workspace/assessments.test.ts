import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { assessmentSchema, type PipelineEntry, type WorkspaceApplication } from '@/contracts/workspace';
import { validateForm } from '@/lib/forms/field-errors';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import { answers, apply, expectError } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

/** One live offer of each company. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);

async function applied(jobIndex: number) {
  const candidate = await signedInBrowser();
  const job = jobs[jobIndex];
  const response = await apply(candidate.browser, { jobOfferID: job._id, locale: 'en', ...answers });
  expect(response.status).toBe(201);
  return { ...candidate, job, application: (await response.json()) as ApplicationSummary };
}

const put = (member: Browser, id: string, body: unknown, language: 'cs' | 'en' = 'en') =>
  member.api('PUT', `/api/workspace/applications/${id}/assessment`, body, { 'accept-language': language });

async function assessmentRows(applicationId: string) {
  const { getDatabase } = await import('@/server/db');
  const { applicationAssessment } = await import('@/server/db/schema');
  return (await getDatabase())
    .select()
    .from(applicationAssessment)
    .where(eq(applicationAssessment.applicationId, applicationId));
}

describe(`ratings and tags of applications (${databaseKind})`, () => {
  it('are set by a member, tidied, shown on the candidate and the pipeline, and suggested to the company', async () => {
    const { job, application } = await applied(0);
    const { browser: member } = await ownerOf(job.company?._ref as string);

    const saved = await put(member, application.id, {
      rating: 4,
      tags: ['  React ', 'call   back', 'react', 'Č++'],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ rating: 4, tags: ['react', 'call back', 'č++'] });

    const detail = (await (
      await member.request(`/api/workspace/applications/${application.id}`)
    ).json()) as WorkspaceApplication;
    expect(detail).toMatchObject({ rating: 4, tags: ['react', 'call back', 'č++'] });
    const pipeline = (await (
      await member.request(`/api/workspace/offers/${job._id}/applications`)
    ).json()) as PipelineEntry[];
    expect(pipeline.find((entry) => entry.id === application.id)).toMatchObject({
      rating: 4,
      tags: ['react', 'call back', 'č++'],
    });
    const { companyTags } = await import('@/platform/workspace/assessments');
    expect(await companyTags(job.company?._ref as string)).toEqual(['call back', 'č++', 'react']);

    // The whole set is replaced: no rating and no tags is a valid answer too.
    expect((await put(member, application.id, { rating: null, tags: [] })).status).toBe(200);
    expect(await assessmentRows(application.id)).toEqual([
      expect.objectContaining({ rating: null, tags: [] }),
    ]);
  });

  it('refuses bad input naming the field, in the caller’s language, and more than 10 tags', async () => {
    const { job, application } = await applied(1);
    const { browser: member } = await ownerOf(job.company?._ref as string);
    const eleven = Array.from({ length: 11 }, (_, index) => `tag ${index}`);

    expect(
      await expectError(await put(member, application.id, { rating: 6, tags: [] }), 400, 'invalid', 'rating'),
    ).toBe('Rating is not valid.');
    expect(
      await expectError(
        await put(member, application.id, { rating: 0, tags: [] }, 'cs'),
        400,
        'invalid',
        'rating',
      ),
    ).toBe('Pole „Hodnocení“ není vyplněno správně.');
    expect(
      await expectError(
        await put(member, application.id, { rating: 3, tags: eleven }),
        400,
        'too_many_tags',
        'tags',
      ),
    ).toBe('Tags: At most 10 tags per candidate.');
    expect(
      await expectError(
        await put(member, application.id, { rating: 3, tags: eleven }, 'cs'),
        400,
        'too_many_tags',
        'tags',
      ),
    ).toBe('Štítky: Uchazeč může mít nejvýše 10 štítků.');
    expect(
      await expectError(
        await put(member, application.id, { rating: 3, tags: ['x'.repeat(31)] }),
        400,
        'too_long',
        'tags',
      ),
    ).toBe('Tags: Maximum character length exceeded: 30');
    expect(
      await expectError(
        await put(member, application.id, { rating: 3, tags: ['<b>'] }, 'cs'),
        400,
        'invalid_tag',
        'tags',
      ),
    ).toMatch(/^Štítky: Štítek smí obsahovat písmena/);
    await expectError(await put(member, application.id, { rating: 3 }), 400, 'required', 'tags');
    await expectError(
      await put(member, application.id, { rating: 3, tags: [], by: 'me' }),
      400,
      'unknown_field',
      'by',
    );
    // Ten distinct tags pass; repeated ones count once.
    const ten = Array.from({ length: 10 }, (_, index) => `tag ${index}`);
    expect((await put(member, application.id, { rating: 3, tags: [...ten, 'TAG 0'] })).status).toBe(200);
    expect(await assessmentRows(application.id)).toEqual([expect.objectContaining({ rating: 3, tags: ten })]);
  });

  it('words the same problems in the form in both languages', () => {
    const labels = { rating: 'Rating', tags: 'Tags' };
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'Validation' });
    const czech = createTranslator({ locale: 'cs', messages: cs, namespace: 'Validation' });
    const eleven = Array.from({ length: 11 }, (_, index) => `t${index}`);
    expect(validateForm(assessmentSchema, { rating: 2, tags: eleven }, labels, english).errors).toEqual({
      tags: 'At most 10 tags per candidate.',
    });
    expect(
      validateForm(
        assessmentSchema,
        { rating: 9, tags: ['ok'] },
        { rating: 'Hodnocení', tags: 'Štítky' },
        czech,
      ).errors,
    ).toEqual({ rating: 'Pole „Hodnocení“ není vyplněno správně.' });
  });

  it("is not found for another company's application or a malformed id, and nothing changes", async () => {
    const { application } = await applied(2);
    const { job: otherJob } = await applied(3);
    const { browser: stranger } = await ownerOf(otherJob.company?._ref as string);
    await expectError(
      await put(stranger, application.id, { rating: 5, tags: ['mine'] }),
      404,
      'application_not_found',
    );
    expect(await assessmentRows(application.id)).toEqual([]);
    expect((await put(stranger, 'not-a-uuid', { rating: 5, tags: [] })).status).toBe(404);
    const listed = await (await stranger.request('/api/workspace/applicants')).text();
    expect(listed).not.toContain(application.id);
    const candidate = await signedInBrowser();
    expect((await put(candidate.browser, application.id, { rating: 5, tags: [] })).status).toBe(403);
  });

  it("are in the candidate's data export without who set them, and go with the candidate's account", async () => {
    const { browser: candidate, job, application } = await applied(4);
    const { browser: member, person: memberPerson } = await ownerOf(job.company?._ref as string);
    expect((await put(member, application.id, { rating: 2, tags: ['shortlist'] })).status).toBe(200);

    const own = await (await candidate.request('/api/user/applications')).text();
    expect(own).not.toContain('shortlist');
    const exportResponse = await candidate.request('/api/user/export');
    const exportText = await exportResponse.clone().text();
    const exported = await exportResponse.json();
    expect(exported.workspace.ratingsAndTagsOfMyApplications).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        jobTitle: application.jobTitle,
        rating: 2,
        tags: ['shortlist'],
      }),
    ]);
    expect(exportText).not.toContain(memberPerson.email);

    expect((await candidate.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(await assessmentRows(application.id)).toEqual([]);
  });
});
