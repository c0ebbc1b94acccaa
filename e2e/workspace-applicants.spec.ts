import { newPerson } from './support/account';
import { applyThroughApi } from './support/apply-through-api';
import { seriousViolations } from './support/axe';
import { demoJobs, isLive } from './support/dataset';
import { expect, test } from './support/test';
import { ownerOf, signedInPage } from './support/workspace-owner';

/**
 * Companies with two live offers, from the middle of the list: the workspace specs take the
 * companies at its end, the application specs those at its start.
 */
const live = demoJobs().filter(isLive);
const companies = live
  .filter((job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index)
  .map((job) => live.filter((other) => other.company._ref === job.company._ref))
  .filter((offers) => offers.length >= 2);
const middle = Math.floor(companies.length / 2);

const texts = {
  cs: {
    nav: 'Všichni uchazeči',
    listPath: '/cs/firma/uchazeci',
    search: 'Hledat',
    offer: 'Nabídka',
    stage: 'Stav',
    tag: 'Štítek',
    newStage: 'Nová',
    show: 'Zobrazit',
    count: (n: number) => (n === 1 ? '1 uchazeč' : `${n} uchazeči`),
    newTag: 'Nový štítek',
    addTag: 'Přidat štítek',
    fourStars: '4 hvězdičky z 5',
    save: 'Uložit hodnocení a štítky',
    saved: 'Uloženo.',
    backToPipeline: (job: string) => `Všichni uchazeči na pozici ${job}`,
  },
  en: {
    nav: 'All applicants',
    listPath: '/en/company-workspace/applicants',
    search: 'Search',
    offer: 'Offer',
    stage: 'Stage',
    tag: 'Tag',
    newStage: 'New',
    show: 'Show',
    count: (n: number) => (n === 1 ? '1 applicant' : `${n} applicants`),
    newTag: 'New tag',
    addTag: 'Add the tag',
    fourStars: '4 stars of 5',
    save: 'Save the rating and tags',
    saved: 'Saved.',
    backToPipeline: (job: string) => `All applicants for ${job}`,
  },
} as const;

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`a member finds a candidate among all applicants, rates and tags them, and filters by the tag (${locale})`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts[locale];
    const [offer, otherOffer] = companies[middle + index];
    const { ownerPage: page } = await ownerOf(browser, locale, offer, 'Petra');

    // One candidate applies to both offers, another to the first one.
    const jana = newPerson('Jana');
    const janaPage = await signedInPage(browser, locale, jana);
    const applicationId = await applyThroughApi(janaPage, offer, locale);
    await applyThroughApi(janaPage, otherOffer, locale);
    const karelPage = await signedInPage(browser, locale, newPerson('Karel'));
    await applyThroughApi(karelPage, offer, locale);

    await page.getByTestId('workspace-nav').getByRole('link', { name: t.nav }).click();
    await expect(page).toHaveURL(t.listPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.nav);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const filters = page.getByTestId('applicant-filters');
    const rows = page.getByTestId('applicant-row');
    await filters.getByLabel(t.search, { exact: true }).fill(jana.email);
    await filters.getByRole('button', { name: t.show }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(jana.email)}$`));
    await expect(page.getByTestId('applicant-count')).toHaveText(t.count(2));
    await expect(rows).toHaveCount(2);

    await filters.getByLabel(t.offer, { exact: true }).selectOption(offer._id);
    await filters.getByLabel(t.stage, { exact: true }).selectOption({ label: t.newStage });
    await filters.getByRole('button', { name: t.show }).click();
    await expect(page).toHaveURL(/offer=.*stage=sent/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(offer.title[locale]);
    const filteredUrl = page.url();

    // The candidate's page: four stars and a tag typed and added with Enter.
    const name = `${jana.name} ${jana.surname}`;
    await rows.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${applicationId}$`));
    const form = page.getByTestId('assessment-form');
    await form.getByRole('radio', { name: t.fourStars }).check();
    const tag = `react-${locale}`;
    await form.getByLabel(t.newTag).fill(` React-${locale.toUpperCase()} `);
    await form.getByLabel(t.newTag).press('Enter');
    await expect(page.getByTestId('assessment-tags')).toContainText(tag);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.saved)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The card in the offer's pipeline shows them.
    await page.getByRole('link', { name: t.backToPipeline(offer.title[locale]) }).click();
    const card = page.getByTestId('pipeline-card').filter({ hasText: name }).filter({ hasText: tag });
    await expect(card.getByRole('img', { name: t.fourStars })).toBeVisible();

    // Back on the list, the tag filters it: only the tagged application.
    await page.goto(filteredUrl);
    await expect(rows).toHaveCount(1);
    await filters.getByLabel(t.offer, { exact: true }).selectOption('');
    await filters.getByLabel(t.stage, { exact: true }).selectOption('');
    await filters.getByLabel(t.search, { exact: true }).fill('');
    await filters.getByLabel(t.tag, { exact: true }).selectOption(tag);
    await filters.getByRole('button', { name: t.show }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tag=${tag}$`));
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('link', { name })).toBeVisible();
    await expect(rows.getByRole('img', { name: t.fourStars })).toBeVisible();
    // The back button returns to the view before.
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(filters.getByLabel(t.stage, { exact: true })).toHaveValue('sent');

    if (process.env.WORKSPACE_SCREENSHOTS) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(t.listPath);
        await page.screenshot({
          path: test.info().outputPath(`applicants-${locale}-${width}.png`),
          fullPage: true,
        });
        await page.goto(
          `${t.listPath.replace(/uchazeci|applicants/, locale === 'cs' ? 'prihlasky' : 'applications')}/${applicationId}`,
        );
        await page.screenshot({
          path: test.info().outputPath(`candidate-${locale}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
