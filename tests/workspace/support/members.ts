import { expect } from 'vitest';
import { type Browser, signedInBrowser } from '../../platform/support/browser';
import { latestMailTo } from '../../platform/support/outbox';

/** The invitation token from the newest invitation e-mail to an address. */
export async function invitationTokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = mail?.links.find((url) =>
    /\/(firma\/pozvanka|company-workspace\/invitation)\?token=/.test(url),
  );
  if (!link) throw new Error(`No invitation e-mail to ${email}`);
  return new URL(link).searchParams.get('token') as string;
}

/** Accepts an invitation from its page in `language` (the app sends the page's language). */
export const accept = (browser: Browser, token: string, language: 'cs' | 'en' = 'cs') =>
  browser.api('POST', '/api/workspace/invitations/accept', { token }, { 'accept-language': language });

/** A freshly signed-in person made an owner of the company through the editors' invitation. */
export async function ownerOf(companyId: string) {
  const signedIn = await signedInBrowser();
  const { inviteOwner } = await import('@/platform/workspace/first-owner');
  await inviteOwner(companyId, signedIn.person.email, 'cli');
  const response = await accept(signedIn.browser, await invitationTokenFor(signedIn.person.email));
  expect(response.status).toBe(200);
  return signedIn;
}

/** A freshly signed-in person the owner invited as a recruiter, who accepted on a page in `language`. */
export async function recruiterInvitedBy(owner: Browser, language: 'cs' | 'en' = 'cs') {
  const signedIn = await signedInBrowser();
  const invited = await owner.api('POST', '/api/workspace/invitations', {
    email: signedIn.person.email,
    role: 'recruiter',
  });
  expect(invited.status).toBe(201);
  const response = await accept(signedIn.browser, await invitationTokenFor(signedIn.person.email), language);
  expect(response.status).toBe(200);
  return signedIn;
}
