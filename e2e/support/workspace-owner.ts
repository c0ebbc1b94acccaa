import { type Browser, type Page, request } from '@playwright/test';
import { newPerson, type Person, signInWithRequests, startSignedIn, TEST_SURNAME } from './account';
import type { DemoJob } from './dataset';
import { latestMailTo } from './outbox';
import { EDITOR_EMAIL } from './studio';
import { expect, test } from './test';

const paths = {
  cs: { workspace: '/cs/firma', invitation: '/cs/firma/pozvanka', accept: 'Přijmout pozvánku' },
  en: {
    workspace: '/en/company-workspace',
    invitation: '/en/company-workspace/invitation',
    accept: 'Accept the invitation',
  },
} as const;

/** A page of its own (cookies and all) signed in as `person`. */
export async function signedInPage(browser: Browser, locale: 'cs' | 'en', person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startSignedIn(page, locale, person);
  return page;
}

/** The token of the newest invitation e-mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await latestMailTo(email, /Pozvánka|Invitation/);
  const link = mail.links.find((url) =>
    /\/(firma\/pozvanka|company-workspace\/invitation)\?token=/.test(url),
  );
  return new URL(String(link)).searchParams.get('token') as string;
}

/** Opens the invitation e-mailed to `email` and accepts it: the page is on the workspace's dashboard. */
export async function acceptInvitation(page: Page, locale: 'cs' | 'en', email: string) {
  const t = paths[locale];
  await page.goto(`${t.invitation}?token=${encodeURIComponent(await invitationToken(email))}`);
  await page.getByRole('button', { name: t.accept }).click();
  // Accepting signs the membership in and opens the dashboard: slow on a busy machine.
  await expect(page).toHaveURL(new RegExp(`${t.workspace}$`), { timeout: 30_000 });
}

/**
 * An editor invites `email` as the company's owner with the request the Studio's "Invite owner"
 * action sends (the action itself is e2e/workspace.spec.ts's walk), where the invitation is only
 * what a test starts from.
 */
export async function inviteOwnerThroughApi(companyId: string, email: string) {
  const baseURL = String(test.info().project.use.baseURL);
  const api = await request.newContext({ baseURL });
  try {
    await signInWithRequests(api, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
    const sent = await api.post('/api/studio/company-invitations', {
      headers: { origin: baseURL },
      data: { company: companyId, email },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** An editor invites `name` as the company's owner, who accepts: their page, on the dashboard. */
export async function ownerOf(browser: Browser, locale: 'cs' | 'en', job: DemoJob, name: string) {
  const owner = newPerson(name);
  await inviteOwnerThroughApi(job.company._ref, owner.email);
  const ownerPage = await signedInPage(browser, locale, owner);
  await acceptInvitation(ownerPage, locale, owner.email);
  return { ownerPage, owner };
}
