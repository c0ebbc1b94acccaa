import { expect, type Page } from '@playwright/test';
import { escapeRegExp } from './regexp';

/** The job list's labels per locale, as a visitor reads them. */
export const jobLabels = {
  en: {
    list: '/en/jobs',
    companyList: (slug: string) => `/en/company/${slug}/jobs`,
    city: 'City',
    company: 'Company',
    text: 'Job title, company or city',
    seniority: 'Seniority',
    workload: 'Workload',
    workingMode: 'Working mode',
    employmentType: 'Contract type',
    drivingLicence: 'Driving licence',
    salaryOnly: 'With salary only',
    minSalary: 'Minimum salary',
    search: 'Search',
    clear: 'Clear all filters',
    clearSearch: 'Clear the search',
    empty: 'No job offer found',
    emptyWords: 'No open offer contains your search. Try another word, or a more general one.',
    leftOut: (word: string) => `No offer mentions “${word}”, so the search leaves it out.`,
    respelled: (word: string, found: string) =>
      `No offer mentions “${word}”, so the search looks for “${found}”.`,
    didYouMean: (spelling: string) => `Did you mean ${spelling}?`,
    fewerWords: 'No offer has all of these words. Try just:',
    offers: (count: number) => (count === 1 ? '1 offer' : `${count} offers`),
    backTo: (company: string) => `Back to ${company}`,
    salary: {
      from: /^Salary from .+/,
      to: /^Salary to .+/,
      range: /^Salary .+–.+/,
      none: /^Salary not stated$/,
    },
  },
  cs: {
    list: '/cs/prace',
    companyList: (slug: string) => `/cs/spolecnost/${slug}/prace`,
    city: 'Město',
    company: 'Firma',
    text: 'Pozice, firma nebo město',
    seniority: 'Seniorita',
    workload: 'Úvazek',
    workingMode: 'Režim práce',
    employmentType: 'Typ smlouvy',
    drivingLicence: 'Řidičský průkaz',
    salaryOnly: 'Jen s uvedenou mzdou',
    minSalary: 'Minimální mzda',
    search: 'Hledat',
    clear: 'Zrušit všechny filtry',
    clearSearch: 'Zrušit hledání',
    empty: 'Nenašli jsme žádnou pracovní nabídku',
    emptyWords: 'Žádná otevřená nabídka neobsahuje hledaný výraz. Zkuste jiné nebo obecnější slovo.',
    leftOut: (word: string) => `Slovo „${word}“ se v\u00a0žádné nabídce nevyskytuje, proto hledáme bez něj.`,
    respelled: (word: string, found: string) =>
      `Slovo „${word}“ se v\u00a0žádné nabídce nevyskytuje, proto hledáme „${found}“.`,
    didYouMean: (spelling: string) => `Měli jste na mysli ${spelling}?`,
    fewerWords: 'Žádná nabídka neobsahuje všechna zadaná slova. Zkuste hledat jen:',
    offers: (count: number) =>
      count === 1 ? '1 nabídka' : count < 5 ? `${count} nabídky` : `${count} nabídek`,
    backTo: (company: string) => `Zpět na profil firmy ${company}`,
    salary: { from: /^Mzda od .+/, to: /^Mzda do .+/, range: /^Mzda .+ – .+/, none: /^Mzda neuvedena$/ },
  },
} as const;

const countIn = (text: string) => {
  const digits = text.replace(/\s|\u00a0/g, '').match(/^\d+/);
  return digits ? Number(digits[0]) : 0;
};

/** The number in '{count} job offers' (0 when it reads 'No job offers'). */
export async function resultCount(page: Page): Promise<number> {
  return countIn((await page.getByTestId('job-count').textContent()) ?? '');
}

/** The count the server renders for a list address: what a reload of it shows. */
export async function renderedResultCount(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const text = /data-testid="job-count"[^>]*>([^<]*)</.exec(await response.text())?.[1];
  expect(text, `the job count in the HTML of ${url}`).toBeDefined();
  return countIn(text ?? '');
}

/** Waits until the result count settles on something other than `before`, and returns it. */
export async function countAfterChange(page: Page, before: number): Promise<number> {
  await expect.poll(() => resultCount(page), { timeout: 30_000 }).not.toBe(before);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return resultCount(page);
}

/** Picks an option in a searchable select by typing part of its label. */
export async function chooseSearchable(page: Page, label: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.fill(option);
  // An option reads 'Brno (13)': the value and how many offers it finds.
  const withCount = new RegExp(`^${escapeRegExp(option)}( \\(\\d+\\))?$`);
  await page.getByRole('option', { name: withCount }).click();
}

/** Opens a job list and waits until its filter form reacts to changes (hydrated). */
export async function openJobList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form[data-hydrated]')).toBeVisible({ timeout: 30_000 });
}
