import type { Page } from '@playwright/test';
import { newPerson, startSignedIn } from './support/account';
import { applyThroughApi } from './support/apply-through-api';
import { demoJobs, isLive } from './support/dataset';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';
import { inviteOwnerThroughApi } from './support/workspace-owner';

/** One live offer of each company; this spec takes companies the workspace spec leaves alone. */
const jobs = demoJobs()
  .filter(isLive)
  .filter((job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index);

const texts = {
  cs: {
    workspace: 'Prostor firmy',
    workspacePath: '/cs/firma',
    notices: 'Upozornění',
    noticesPath: '/cs/firma/upozorneni',
    daily: 'Jednou denně',
    english: 'angličtina',
    save: 'Uložit',
    saved: 'Uloženo',
    newApplication: /^(Nová přihláška|New application): /,
    applicationPath: (id: string) => `/cs/firma/prihlasky/${id}`,
    invitationPath: (token: string) => `/cs/firma/pozvanka?token=${encodeURIComponent(token)}`,
    accept: 'Přijmout pozvánku',
    openMenu: 'Otevřít menu',
    myProfile: 'Můj profil',
    mainMenu: 'Hlavní menu',
  },
  en: {
    workspace: 'Company workspace',
    workspacePath: '/en/company-workspace',
    notices: 'Notifications',
    noticesPath: '/en/company-workspace/notifications',
    daily: 'Once a day',
    english: 'English',
    save: 'Save',
    saved: 'Saved',
    newApplication: /^(Nová přihláška|New application): /,
    applicationPath: (id: string) => `/en/company-workspace/applications/${id}`,
    invitationPath: (token: string) => `/en/company-workspace/invitation?token=${encodeURIComponent(token)}`,
    accept: 'Accept the invitation',
    openMenu: 'Open menu',
    myProfile: 'My profile',
    mainMenu: 'Main menu',
  },
} as const;

/** Nothing on the page is wider than the window. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The links and buttons of the header, the workspace's sections and the footer smaller than a finger. */
const smallTapTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header a, header button, [data-testid="workspace-nav"] a, footer a')]
      .filter((element) => !element.closest('.sr-only') && (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 40 || box.width < 40)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`a member finds the workspace in the header, in its own chrome, and chooses how notices come (${locale})`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts[locale];
    const job = jobs[jobs.length - 8 - index];

    const owner = newPerson('Olga');
    await inviteOwnerThroughApi(job.company._ref, owner.email);
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await startSignedIn(page, locale, owner);
    // Not yet a member: no way into a workspace in the header.
    await expect(page.getByTestId('header-user')).toBeVisible();
    await expect(page.getByRole('link', { name: t.workspace })).toHaveCount(0);
    const invitation = await latestMailTo(owner.email, /Pozvánka|Invitation/);
    const link = invitation.links.find((url) =>
      /\/(firma\/pozvanka|company-workspace\/invitation)\?token=/.test(url),
    );
    await page.goto(t.invitationPath(new URL(String(link)).searchParams.get('token') as string));
    await page.getByRole('button', { name: t.accept }).click();
    await expect(page).toHaveURL(new RegExp(`${t.workspacePath}$`));

    // A member sees the header entry on the portal's pages, and it leads into the workspace.
    await page.goto(`/${locale}`);
    await page.getByRole('banner').getByRole('link', { name: t.workspace }).click();
    await expect(page).toHaveURL(new RegExp(`${t.workspacePath}$`));
    // The workspace's own chrome: no candidates' menu, no newsletter form.
    await expect(page.getByTestId('workspace-footer')).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.mainMenu })).toHaveCount(0);
    await expect(page.locator('footer form')).toHaveCount(0);

    // A candidate applies: the owner, on the default, is told at once with a link into the workspace.
    const candidate = await (await browser.newContext()).newPage();
    await startSignedIn(candidate, locale, newPerson('Cyril'));
    const applicationId = await applyThroughApi(candidate, job, locale);
    const notice = await latestMailTo(owner.email, t.newApplication);
    expect(notice.links.some((url) => url.endsWith(t.applicationPath(applicationId)))).toBe(true);

    // Once a day, in English: saved, and still chosen after a reload.
    await page.getByTestId('workspace-nav').getByRole('link', { name: t.notices }).click();
    await expect(page).toHaveURL(new RegExp(`${t.noticesPath}$`));
    await page.getByRole('radio', { name: new RegExp(`^${t.daily}`) }).check();
    await page.getByRole('radio', { name: t.english }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: new RegExp(`^${t.daily}`) })).toBeChecked();
    await expect(page.getByRole('radio', { name: t.english })).toBeChecked();

    // On a phone: nothing wider than the screen, targets a finger can hit, the account in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [t.workspacePath, t.noticesPath, t.applicationPath(applicationId)]) {
      await page.goto(path);
      expect(await overflow(page)).toBe(0);
      expect(await smallTapTargets(page)).toEqual([]);
      if (process.env.WORKSPACE_SCREENSHOTS) {
        await page.screenshot({
          path: test.info().outputPath(`${path.split('/').slice(2, 3).join('') || 'home'}-${locale}-390.png`),
          fullPage: true,
        });
      }
    }
    await page.getByRole('button', { name: t.openMenu }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^${t.myProfile}`) })).toBeVisible();
    if (process.env.WORKSPACE_SCREENSHOTS) {
      await page.screenshot({ path: test.info().outputPath(`menu-${locale}-390.png`) });
      await page.setViewportSize({ width: 1366, height: 900 });
      for (const path of [t.workspacePath, t.noticesPath]) {
        await page.goto(path);
        await page.screenshot({
          path: test.info().outputPath(`${path.replaceAll('/', '_')}-1366.png`),
          fullPage: true,
        });
      }
      await page.goto(`/${locale}`);
      await page.screenshot({ path: test.info().outputPath(`home-header-${locale}-1366.png`) });
    }
  });
}
