import type { APIRequestContext, Browser } from '@playwright/test';
import { locales, pathnames } from '@tribe/routes';
import { newPerson, startSignedIn } from './support/account';
import { demoJobs, isLive } from './support/dataset';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';
import { inviteOwnerThroughApi } from './support/workspace-owner';

/** Every page with a dynamic segment, in both languages, from the app's own list of pathnames. */
const pageTemplates = Object.values(pathnames)
  .flatMap((localized) =>
    locales.map((locale) => `/${locale}${typeof localized === 'string' ? localized : localized[locale]}`),
  )
  .filter((template) => template.includes('['));

/** Values an address can carry instead of a real id (percent-encoded as a browser sends them). */
const MALFORMED = [
  'not-a-uuid',
  'x'.repeat(300),
  encodeURIComponent('žluťoučký-kůň-🐎'),
  encodeURIComponent('../../etc/passwd'),
  '%20',
  encodeURIComponent("1' OR '1'='1"),
];

const fill = (template: string, value: string) => template.replace(/\[(?:\.\.\.)?\w+\]/g, value);

/** A person made the owner of a company's workspace: invited by an editor, signed in, accepted. */
async function companyMember(browser: Browser): Promise<APIRequestContext> {
  const job = demoJobs().filter(isLive)[0];
  const owner = newPerson('Marta');
  await inviteOwnerThroughApi(job.company._ref, owner.email);
  const page = await (await browser.newContext()).newPage();
  await startSignedIn(page, 'en', owner);
  const mail = await latestMailTo(owner.email, /Invitation|Pozvánka/);
  const link = mail.links.find((url) => url.includes('?token=')) as string;
  const accepted = await page.request.post('/api/workspace/invitations/accept', {
    data: { token: new URL(link).searchParams.get('token') },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(accepted.status()).toBe(200);
  return page.request;
}

test('a malformed id in any page address is never a server error; the workspace pages say not found', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const strangerPage = await (await browser.newContext()).newPage();
  await startSignedIn(strangerPage, 'en');
  const callers = {
    member: await companyMember(browser),
    stranger: strangerPage.request,
    anonymous: await playwright.request.newContext({ baseURL: test.info().project.use.baseURL }),
  };
  expect(pageTemplates.length).toBeGreaterThanOrEqual(16);
  for (const [caller, request] of Object.entries(callers)) {
    for (const template of pageTemplates) {
      for (const value of MALFORMED) {
        const response = await request.get(fill(template, value), { maxRedirects: 0 });
        expect(response.status(), `${caller} ${template} ${value}`).toBeLessThan(500);
        // An encoded slash is routed by its decoded path, to another page or none.
        const workspacePage = /company-workspace|\/firma\//.test(template) && !value.includes('%2F');
        if (caller === 'member' && workspacePage) {
          expect(response.status(), `${template} ${value}`).toBe(404);
        }
      }
    }
  }
});
