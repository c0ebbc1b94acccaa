import { localizedPath } from '@tribe/routes';
import { startSignedIn } from './support/account';
import { messages } from './support/messages';
import { escapeRegExp } from './support/regexp';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1366, height: 900 } });

/*
 * Crafted on the demo data: Pixelhouse holds both values, and its hybrid medior QA offer in Brno
 * pays up to 41,000 CZK, so it meets every preference. Pixelhouse's medior backend developer in
 * Brno (fully remote, from 87,000 CZK) meets all but the working mode: 43 of 48 points, and is
 * newer than its DevOps engineer, who scores the same.
 */
const expected = {
  cs: {
    first: 'Medior Tester/ka softwaru',
    firstReasons:
      'shoda 100 % · sdílí 2 z vašich 2 hodnot · mzda nad vaším minimem · Brno · hybridně · úroveň medior',
    second: 'Medior Backend vývojář/ka',
    secondReasons: 'shoda 90 % · sdílí 2 z vašich 2 hodnot · mzda nad vaším minimem · Brno · úroveň medior',
    company: 'shoda 100 % · sdílí 2 z vašich 2 hodnot · Brno',
  },
  en: {
    first: 'Medior QA engineer',
    firstReasons:
      '100% match · shares 2 of your 2 values · salary above your minimum · Brno · hybrid · medior level',
    second: 'Medior Backend developer',
    secondReasons: '90% match · shares 2 of your 2 values · salary above your minimum · Brno · medior level',
    company: '100% match · shares 2 of your 2 values · Brno',
  },
} as const;

/*
 * A frontend developer with React: every demo frontend offer asks for React, TypeScript and Figma
 * and is titled 'Frontend vývojář/ka' ('Frontend developer'), so the offers that meet both come
 * first, saying so, at 86 %: the role's 25 points and 5/7 of the skills' 25 (all of the candidate's
 * skills, a third of the offer's: 5 × 1 × 1/3 / (1 + 4 × 1/3)); DevOps, product and backend offers
 * share neither.
 */
const frontend = {
  cs: {
    role: 'Frontend vývojář',
    reasons: 'shoda 86 % · hledáte roli Frontend vývojář · React z vašich dovedností',
  },
  en: {
    role: 'Frontend developer',
    reasons: '86% match · the role you want: Frontend developer · React from your skills',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const { ForYou, Preferences, CompanyList, Enums, Validation, Pages } = messages[locale];
  const role = frontend[locale];
  const want = expected[locale];

  test(`${locale}: set preferences, see offers and companies ranked with their reasons, and the home page row`, async ({
    page,
  }) => {
    await startSignedIn(page, locale);

    // Without preferences the page leads to them.
    await page.goto(localizedPath('/profile/for-you', locale));
    await expect(page.getByTestId('for-you-empty')).toContainText(ForYou.empty_title);
    await page.getByRole('link', { name: ForYou.empty_cta }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(localizedPath('/profile/preferences', locale))}$`),
    );

    const form = page.getByRole('form', { name: Pages.preferences_title });
    await form.getByRole('checkbox', { name: CompanyList.values.craft }).check();
    await form.getByRole('checkbox', { name: CompanyList.values.learning }).check();
    await form.getByRole('checkbox', { name: 'Brno' }).check();
    await form.getByRole('checkbox', { name: Enums.workingMode.hybrid }).check();
    await form.getByRole('checkbox', { name: Enums.seniority.medior }).check();
    const salary = form.getByRole('textbox', { name: Preferences.min_salary_label });
    await salary.fill('40 tisíc');
    await form.getByRole('button', { name: Preferences.save }).click();
    await expect(form.getByRole('alert')).toHaveText(Validation.invalid_min_salary);
    await expect(salary).toBeFocused();
    await salary.fill('40000');
    await form.getByRole('button', { name: Preferences.save }).click();
    await expect(form).toContainText(Preferences.saved);

    // Kept on the server: a fresh load shows the choices.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: CompanyList.values.craft })).toBeChecked();
    await expect(page.getByRole('textbox', { name: Preferences.min_salary_label })).toHaveValue('40000');

    await page.goto(localizedPath('/profile/for-you', locale));
    const offers = page.getByTestId('ranked-offers').locator(':scope > li');
    await expect(offers.nth(0)).toContainText(want.first);
    await expect(offers.nth(0).getByTestId('match-reasons')).toContainText(want.firstReasons);
    await expect(offers.nth(1)).toContainText(want.second);
    await expect(offers.nth(1).getByTestId('match-reasons')).toContainText(want.secondReasons);
    const companies = page.getByTestId('ranked-companies').locator(':scope > li');
    await expect(companies.nth(0)).toContainText('Pixelhouse');
    await expect(companies.nth(0).getByTestId('match-reasons')).toContainText(want.company);

    // The home page, cached for everyone, shows this candidate's row.
    await page.goto(`/${locale}`);
    const row = page.getByTestId('home-for-you');
    await expect(row.getByRole('heading', { name: ForYou.home_title })).toBeVisible();
    await expect(row.getByTestId('ranked-offers').locator(':scope > li').first()).toContainText(want.first);
  });
  test(`${locale}: a frontend developer with React sees frontend offers first, with the role and skill that matched`, async ({
    page,
  }) => {
    await startSignedIn(page, locale);
    await page.goto(localizedPath('/profile/preferences', locale));
    const form = page.getByRole('form', { name: Pages.preferences_title });
    const roleInput = form.getByRole('combobox', { name: Preferences.role_input_label });
    // A role longer than 60 characters is refused on its field.
    await roleInput.fill('Frontend '.repeat(8));
    await roleInput.press('Enter');
    await form.getByRole('button', { name: Preferences.save }).click();
    await expect(form.getByText(Validation.role_too_long)).toBeVisible();
    await expect(roleInput).toBeFocused();
    await form
      .getByRole('button', { name: Preferences.role_remove.replace('{role}', 'Frontend '.repeat(8).trim()) })
      .click();
    await roleInput.fill(role.role);
    await roleInput.press('Enter');
    await form.getByRole('checkbox', { name: 'React', exact: true }).check();
    await form.getByRole('button', { name: Preferences.save }).click();
    await expect(form).toContainText(Preferences.saved);

    await page.reload();
    await expect(form.getByRole('listitem').filter({ hasText: role.role })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'React', exact: true })).toBeChecked();

    await page.goto(localizedPath('/profile/for-you', locale));
    const offers = page.getByTestId('ranked-offers').locator(':scope > li');
    for (const index of [0, 1, 2]) {
      await expect(offers.nth(index).getByRole('heading')).toContainText('Frontend');
      await expect(offers.nth(index).getByTestId('match-reasons')).toContainText(frontend[locale].reasons);
    }
  });
}
