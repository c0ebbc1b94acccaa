import type { Page } from '@playwright/test';
import { pdf } from '../../tests/applications/support/documents';
import type { DemoJob } from './dataset';
import { expect } from './test';

/**
 * The signed-in user of `page` applies with a PDF CV through the API, where the application form
 * is not what a test checks (applications.spec covers it); returns the application's id.
 */
export async function applyThroughApi(page: Page, job: DemoJob, locale: 'cs' | 'en'): Promise<string> {
  const result = await page.evaluate(
    async ({ jobId, locale, bytes }) => {
      const form = new FormData();
      form.append('jobOfferID', jobId);
      form.append('locale', locale);
      form.append('what_brings_you_here', 'I would like to build things that matter with you.');
      form.append('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'jana-cv.pdf');
      const response = await fetch('/api/user/applications', { method: 'POST', body: form });
      return { status: response.status, body: await response.json() };
    },
    { jobId: job._id, locale, bytes: [...pdf()] },
  );
  expect(result.status).toBe(201);
  return result.body.id as string;
}
