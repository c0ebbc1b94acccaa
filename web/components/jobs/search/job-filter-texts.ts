import 'server-only';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { EnumSelectTexts } from '@/components/ui/enum-select';
import {
  type JobSearchChoice,
  type JobSearchChoiceValue,
  jobSearchChoiceNames,
  jobSearchChoices,
} from '@/contracts/job-search';
import { type JobSort, jobSorts } from '@/contracts/job-sort';
import { FOLDED_FILTERS } from '@/lib/jobs/job-search-params';
import { keptValues } from '@/lib/memo/kept-values';
import type { JobFilterTexts } from './job-filters-form';

type FilterKey =
  | 'label'
  | 'text'
  | 'text_placeholder'
  | 'city'
  | 'city_placeholder'
  | 'company'
  | 'company_placeholder'
  | 'submit'
  | 'more_filters'
  | 'salary_only'
  | 'min_salary'
  | 'min_salary_placeholder'
  | 'min_salary_hint'
  | 'min_salary_hint_rates'
  | 'sort'
  | `sort_${JobSort}`;

type EnumKey =
  | `${JobSearchChoice}.label`
  | { [K in JobSearchChoice]: `${K}.${JobSearchChoiceValue<K>}` }[JobSearchChoice];

/** The translators of the `JobFilters`, `Select` and `Enums` messages and a date formatter (the server's, or a test's). */
export interface JobFilterIntl {
  filters: (key: FilterKey, values?: { count?: number; date?: string }) => string;
  select: (key: 'any' | 'no_results' | 'reset', values?: { label?: string }) => string;
  enums: (key: EnumKey) => string;
  format: Pick<Awaited<ReturnType<typeof getFormatter>>, 'dateTime'>;
}

/**
 * The job search form's texts: the labels, every choice's name and the few forms of 'Filters (n)'
 * the form can show. `ratesDate` is the date of the exchange rates as the content stores it.
 */
export function jobFilterTextsOf(
  { filters: t, select, enums, format }: JobFilterIntl,
  ratesDate: string | null,
): JobFilterTexts {
  const any = select('any');
  const choiceTexts = (name: JobSearchChoice): EnumSelectTexts<string> => {
    const label = enums(`${name}.label`);
    return {
      label,
      emptyLabel: `${label}: ${any}`,
      options: jobSearchChoices[name].map((value) => ({
        value,
        label: enums(`${name}.${value}` as EnumKey),
      })),
    };
  };
  return {
    label: t('label'),
    text: t('text'),
    textPlaceholder: t('text_placeholder'),
    city: t('city'),
    cityPlaceholder: t('city_placeholder'),
    cityReset: select('reset', { label: t('city') }),
    company: t('company'),
    companyPlaceholder: t('company_placeholder'),
    companyReset: select('reset', { label: t('company') }),
    noResults: select('no_results'),
    submit: t('submit'),
    moreFilters: Array.from({ length: FOLDED_FILTERS.length + 1 }, (_, count) =>
      t('more_filters', { count }),
    ),
    choices: Object.fromEntries(
      jobSearchChoiceNames.map((name) => [name, choiceTexts(name)]),
    ) as JobFilterTexts['choices'],
    sort: t('sort'),
    sorts: jobSorts.map((sort) => ({ value: sort, label: t(`sort_${sort}`) })),
    salary: {
      salaryOnly: t('salary_only'),
      minSalary: t('min_salary'),
      minSalaryPlaceholder: t('min_salary_placeholder'),
      minSalaryHint: ratesDate
        ? t('min_salary_hint_rates', { date: format.dateTime(new Date(ratesDate), { dateStyle: 'medium' }) })
        : t('min_salary_hint'),
    },
  };
}

/**
 * The texts depend on nothing but the language and the rates' date, so each pair is translated once
 * for the process instead of on every render of a filtered list.
 */
const textsOf = keptValues<Promise<JobFilterTexts>>(16);

/** The job search form's texts in the request's language. */
export async function jobFilterTexts(ratesDate: string | null): Promise<JobFilterTexts> {
  return textsOf(`${await getLocale()} ${ratesDate}`, async () => {
    const [filters, select, enums, format] = await Promise.all([
      getTranslations('JobFilters'),
      getTranslations('Select'),
      getTranslations('Enums'),
      getFormatter(),
    ]);
    return jobFilterTextsOf({ filters, select, enums, format }, ratesDate);
  });
}
