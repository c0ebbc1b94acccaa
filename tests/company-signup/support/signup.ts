import { expect } from 'vitest';
import type { Browser } from '../../platform/support/browser';
import { latestMailTo } from '../../platform/support/outbox';

let next = 1_000_000;

/** A fresh valid IČO each call (the check digit worked out as the register does). */
export function freshIco(): string {
  next += 1;
  const first = String(next).padStart(7, '0').slice(-7);
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return `${first}${check}`;
}

export const signUp = (browser: Browser, body: unknown, language: 'cs' | 'en' = 'en') =>
  browser.api('POST', '/api/company-signup', body, { 'accept-language': language });

/** The token of the newest sign-up confirmation mailed to an address. */
export async function signupTokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = mail?.links.find((url) =>
    /\/(firma\/registrace|company-workspace\/sign-up)\?token=/.test(url),
  );
  if (!link) throw new Error(`No sign-up confirmation e-mail to ${email}`);
  return new URL(link).searchParams.get('token') as string;
}

export const confirm = (browser: Browser, token: string, language: 'cs' | 'en' = 'en') =>
  browser.api('POST', '/api/company-signup/confirm', { token }, { 'accept-language': language });

/** Signs a company up and confirms it: the sign-up is pending. Answers its view. */
export async function pendingSignup(browser: Browser, email: string, companyName = 'Pekárna Novák s.r.o.') {
  const ico = freshIco();
  const started = await signUp(browser, { companyName, ico, contactName: 'Jana Nováková' });
  expect(started.status).toBe(201);
  const confirmed = await confirm(browser, await signupTokenFor(email));
  expect(confirmed.status).toBe(200);
  return { ...(await confirmed.json()), ico } as { companyId: string; state: string; ico: string };
}
