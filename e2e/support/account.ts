import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { CONSENT_COOKIE } from '../../web/config/consent-cookie';
import { escapeRegExp } from './regexp';

export interface Person {
  name: string;
  surname: string;
  email: string;
}

/** Every test person's surname (the server log is checked for it after the run). */
export const TEST_SURNAME = 'Nováková';

/** A new person for each test, so every test starts with its own account. */
export function newPerson(name = 'Jana'): Person {
  return {
    name,
    surname: TEST_SURNAME,
    email: `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
  };
}

/**
 * Opens the home page in a language, signed in as a new or given person, with analytics refused.
 * The sign-in goes through the local provider's form by request, into the page's own cookies:
 * the header's button, the modal and the popup are what the sign-in specs and the flows that
 * start signed out test; here they are only the way in.
 */
export async function startSignedIn(page: Page, locale: 'cs' | 'en', person: Person = newPerson()) {
  const baseURL = test.info().project.use.baseURL as string;
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'denied', url: baseURL }]);
  await signInWithRequests(page.request, person);
  await page.goto(`/${locale}`);
  await expect(page.getByTestId('header-user')).toContainText(person.name);
  return person;
}

/**
 * Signs in as a user does: Sign in in the header, a provider in the modal, the popup with the
 * local test sign-in form; the modal closes and the header shows the user.
 */
export async function signIn(page: Page, person: Person, provider = 'google') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Sign in|Přihlásit se)$/ })
    .click();
  await signInFromModal(page, person, provider);
}

/** Presses a provider's button and signs in through the popup's local test sign-in form. */
export async function signInThroughPopup(page: Page, providerButton: Locator, person: Person) {
  const popupOpened = page.waitForEvent('popup');
  await providerButton.click();
  const popup = await popupOpened;
  await popup.locator('#name').fill(person.name);
  await popup.locator('#surname').fill(person.surname);
  await popup.locator('#email').fill(person.email);
  const closed = popup.waitForEvent('close');
  await popup.locator('button[type="submit"]').click();
  await closed;
}

/** The part after the modal is open: choose the provider and fill in the local sign-in form. */
export async function signInFromModal(page: Page, person: Person, provider = 'google') {
  const dialog = page.getByRole('dialog');
  await signInThroughPopup(page, dialog.locator(`[data-provider="${provider}"]`), person);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-user')).toContainText(person.name);
}

/** A form field's label as Playwright reads it: the text, then '*' and '(required)' when required. */
export function field(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}\\*?\\s*(\\(|$)`);
}

/** Signs a request context in as `person` through the local provider's form, as the popup does. */
export async function signInWithRequests(api: APIRequestContext, person: Person) {
  const form = await api.get('/auth/google/login?app_id=tribe-web');
  const action = /<form method="post" action="([^"]+)"/.exec(await form.text())?.[1];
  expect(action, 'the local sign-in form').toBeTruthy();
  const done = await api.post((action as string).replaceAll('&amp;', '&'), {
    form: { name: person.name, surname: person.surname, email: person.email },
  });
  expect(done.status()).toBe(200);
}
