import path from 'node:path';
import type { Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { docx } from '../tests/applications/support/documents';
import { deflateBomb } from '../tests/profile-import/support/hostile-pdfs';
import { field, startSignedIn } from './support/account';
import { messages } from './support/messages';
import { escapeRegExp } from './support/regexp';
import { expect, test } from './support/test';

const fixture = (name: string) => path.join(import.meta.dirname, '../tests/profile-import/fixtures', name);

const cases = {
  cs: {
    file: 'cs-two-columns.pdf',
    school: 'Univerzita Karlova',
    field: 'Sociologie a sociální antropologie',
    found: 'Našli jsme 5 záznamů.',
    accept: 'Projektová manažerka',
    drop: 'Koordinátorka projektů',
    saved: 'ČEZ, a. s. · Praha',
  },
  en: {
    file: 'linkedin-en.pdf',
    school: 'Brno University of Technology',
    field: 'Information Technology and Security',
    found: 'We found 6 entries.',
    accept: 'Engineering Manager',
    drop: 'Senior Software Engineer',
    saved: 'Productboard · Prague, Czechia',
  },
} as const;

async function choosePdf(page: Page, locale: 'cs' | 'en', file: Parameters<Page['setInputFiles']>[1]) {
  const t = messages[locale].ProfileImport;
  const form = page.getByRole('form', { name: t.heading });
  await form.getByLabel(t.file_label).setInputFiles(file);
  await form.getByRole('button', { name: t.submit }).click();
  return form;
}

for (const locale of ['cs', 'en'] as const) {
  test(`a CV PDF proposes entries; only those accepted, one of them edited, are saved (${locale})`, async ({
    page,
  }, testInfo) => {
    const t = messages[locale].ProfileImport;
    const profile = messages[locale].Profile;
    const { file, found, accept, drop, saved, school: school_, field: fieldOfStudy } = cases[locale];
    await startSignedIn(page, locale);
    await page.goto(localizedPath('/profile', locale));
    const section = page.getByRole('region', { name: t.heading });

    // A file that is no PDF, and a scan with no text in it, each say what is wrong.
    let form = await choosePdf(page, locale, {
      name: 'cv.docx',
      mimeType: 'application/pdf',
      buffer: docx(),
    });
    await expect(form.getByText(t.error_not_pdf)).toBeVisible();
    form = await choosePdf(page, locale, fixture('scan.pdf'));
    await expect(form.getByText(t.error_no_text)).toBeVisible();
    // Read in a worker thread of the built server, and stopped at its budget.
    form = await choosePdf(page, locale, {
      name: 'bomb.pdf',
      mimeType: 'application/pdf',
      buffer: await deflateBomb(),
    });
    await expect(form.getByText(t.error_over_budget)).toBeVisible({ timeout: 15_000 });

    await choosePdf(page, locale, fixture(file));
    await expect(section.getByRole('status').filter({ hasText: found })).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const shot = testInfo.outputPath(`profile-import-${locale}-${width}.png`);
      await section.screenshot({ path: shot });
      await testInfo.attach(`profile-import-${locale}-${width}`, { path: shot, contentType: 'image/png' });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    const proposal = (title: string) =>
      section
        .getByTestId('import-proposal')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await proposal(accept).getByRole('button', { name: t.accept }).click();
    await expect(section.getByText(t.accepted)).toBeVisible();
    await expect(proposal(accept)).toHaveCount(0);
    await proposal(drop).getByRole('button', { name: t.drop }).click();
    await expect(section.getByText(t.dropped)).toBeVisible();
    await expect(proposal(drop)).toHaveCount(0);

    // An education proposal corrected in the entry form before it is saved.
    const school = proposal(school_).first();
    await school.getByRole('button', { name: t.edit }).click();
    const entryForm = section.getByRole('form', { name: profile.education_edit });
    const fieldOfStudyLabel = profile.education_field_title.replace(/^\p{Ll}/u, (letter) =>
      letter.toUpperCase(),
    );
    await entryForm.getByLabel(field(fieldOfStudyLabel)).fill(fieldOfStudy);
    await entryForm.getByRole('button', { name: profile.save }).click();
    await expect(section.getByText(t.accepted)).toBeVisible();
    await expect(entryForm).toHaveCount(0);

    const experience = page.getByRole('region', { name: profile.experience_heading, exact: true });
    await expect(experience.getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(experience.getByRole('article')).toHaveCount(1);
    await expect(experience.getByRole('heading', { level: 3 })).toHaveText(accept);
    await expect(experience.getByText(new RegExp(`^${escapeRegExp(saved)}$`))).toBeVisible();
    const education = page.getByRole('region', { name: profile.education_heading, exact: true });
    await expect(education.getByRole('article')).toHaveCount(1);
    await expect(education.getByRole('heading', { level: 3 })).toHaveText(school_);
    await expect(education.getByText(fieldOfStudy, { exact: false })).toBeVisible();
    await expect(page.getByText(drop)).toHaveCount(0);
  });
}

for (const locale of ['cs', 'en'] as const) {
  test(`the import proposes roles and skills for the preferences and offers the PDF as a saved CV (${locale})`, async ({
    page,
  }) => {
    const t = messages[locale].ProfileImport;
    const { Pages } = messages[locale];
    await startSignedIn(page, locale);
    await page.goto(localizedPath('/profile', locale));
    const section = page.getByRole('region', { name: t.heading });
    await choosePdf(page, locale, fixture('linkedin-en.pdf'));

    // The experience titles without their level, and the technologies the text names.
    const proposed = section.getByRole('region', { name: t.preferences_heading });
    const roles = proposed.getByRole('list', { name: t.roles_label }).getByRole('listitem');
    await expect(roles).toHaveText([
      'Engineering Manager',
      'Software Engineer',
      'Software Engineering Intern',
    ]);
    await expect(proposed.getByRole('list', { name: t.skills_label }).getByRole('listitem')).toHaveText([
      'Java',
      'Kotlin',
    ]);
    await proposed
      .getByRole('button', { name: t.remove_proposal.replace('{item}', 'Software Engineering Intern') })
      .click();
    await proposed.getByRole('button', { name: t.preferences_accept }).click();
    await expect(proposed.getByText(t.preferences_accepted)).toBeVisible();

    // Nothing is kept as a CV until asked; then the file is there under its name.
    await section.getByRole('button', { name: t.save_cv.replace('{file}', 'linkedin-en.pdf') }).click();
    await expect(section.getByText(t.cv_saved.replace('{file}', 'linkedin-en.pdf'))).toBeVisible();
    await page.goto(localizedPath('/profile/cvs', locale));
    await expect(page.getByText('linkedin-en.pdf')).toBeVisible();

    await page.goto(localizedPath('/profile/preferences', locale));
    const form = page.getByRole('form', { name: Pages.preferences_title });
    await expect(form.getByRole('listitem')).toHaveText(['Engineering Manager', 'Software Engineer']);
    await expect(form.getByRole('checkbox', { name: 'Java', exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Kotlin', exact: true })).toBeChecked();
  });
}
