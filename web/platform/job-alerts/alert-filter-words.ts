import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { citiesQuery } from '@/content/queries';
import { type JobSearch, jobSearchChoiceNames } from '@/contracts/job-search';
import { platformTranslator } from '@/server/i18n/texts';
import { alertCompanyNames } from './alert-company-names';

/**
 * An alert's search in the site's own words, for a mail to an address nobody has confirmed yet:
 * each choice by its name, the city and company only when the site publishes them, and never the
 * text a visitor typed (the search words are only said to be there).
 */
export async function alertFilterWords(filters: JobSearch, locale: Locale): Promise<string[]> {
  const t = platformTranslator(locale, 'JobAlerts');
  const enums = platformTranslator(locale, 'Enums');
  const search = platformTranslator(locale, 'JobFilters');
  const [cities, companies] = await Promise.all([
    filters.city ? fetchContent({ query: citiesQuery }) : [],
    alertCompanyNames([filters]),
  ]);
  const words: string[] = [];
  if (filters.q) words.push(t('confirm_mail_words'));
  for (const choice of jobSearchChoiceNames) {
    const value = filters[choice];
    if (value)
      words.push(`${enums(`${choice}.label`)}: ${enums(`${choice}.${value}` as `${typeof choice}.label`)}`);
  }
  const city = cities.find((name) => name === filters.city);
  if (city) words.push(`${enums('city.label')}: ${city}`);
  const company = filters.company && companies.get(filters.company);
  if (company) words.push(`${enums('company.label')}: ${company}`);
  if (filters.salary) words.push(search('salary_only'));
  if (filters.minSalary) {
    const amount = new Intl.NumberFormat(locale).format(filters.minSalary);
    words.push(`${search('min_salary')}: ${amount} ${search('min_salary_hint')}`);
  }
  return words;
}
