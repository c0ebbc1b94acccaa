import { expect, type Page } from '@playwright/test';

export const TITLE_SUFFIX = ' | Tribe - Humans After All | Employer Branding with a human face';

/** The public routes without parameters, with their paths in both locales. */
export const staticRoutes: { name: string; cs: string; en: string }[] = [
  { name: 'home', cs: '/cs', en: '/en' },
  { name: 'for companies', cs: '/cs/pro-firmy', en: '/en/for-companies' },
  { name: 'B2B icons', cs: '/cs/b2b/icons', en: '/en/b2b/icons' },
  { name: 'B2B technologies', cs: '/cs/b2b/technologies', en: '/en/b2b/technologies' },
  { name: 'B2B terms', cs: '/cs/pro-firmy/vop', en: '/en/for-companies/gtc' },
  { name: 'cookies', cs: '/cs/susenky', en: '/en/cookies' },
  { name: 'privacy policy', cs: '/cs/zasady-ochrany-osobnich-udaju', en: '/en/privacy-policy' },
  { name: 'terms', cs: '/cs/podminky-pouzivani', en: '/en/terms-conditions' },
  { name: 'companies', cs: '/cs/spolecnosti', en: '/en/companies' },
  { name: 'job offers', cs: '/cs/prace', en: '/en/jobs' },
  { name: 'magazine', cs: '/cs/magazin', en: '/en/magazine' },
];

export const protectedRoutes: { name: string; cs: string; en: string }[] = [
  { name: 'my profile', cs: '/cs/profil', en: '/en/profile' },
  {
    name: 'followed companies',
    cs: '/cs/profil/sledovane-spolecnosti',
    en: '/en/profile/following-companies',
  },
  {
    name: 'followed job offers',
    cs: '/cs/profil/sledovane-pracovni-nabidky',
    en: '/en/profile/following-job-offers',
  },
  { name: 'my applications', cs: '/cs/profil/prihlasky', en: '/en/profile/applications' },
];

export const locales = ['cs', 'en'] as const;

/** Accepts or rejects analytics so the consent banner is out of the way. */
export async function chooseAnalytics(page: Page, choice: 'accept' | 'reject') {
  const banner = page.getByRole('region', { name: /Cookies/ });
  await expect(banner).toBeVisible();
  const label = choice === 'accept' ? /Povolit analytiku|Allow analytics/ : /Odmítnout|Reject/;
  // The banner is in the first paint, before the page's script runs: a click that early may be
  // lost or may be taken late, so click while the banner is still there, until it is gone.
  await expect(async () => {
    if (await banner.isVisible()) await banner.getByRole('button', { name: label }).click({ timeout: 1_000 });
    await expect(banner).toBeHidden({ timeout: 1_000 });
  }).toPass();
}
