import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Button } from '@/components/ui/button';
import { EnumSelect, type EnumSelectTexts } from '@/components/ui/enum-select';
import type { SelectOption } from '@/components/ui/select-options';
import {
  type JobSearch,
  type JobSearchChoice,
  type JobSearchChoiceValue,
  jobSearchChoiceNames,
  jobSearchFields,
} from '@/contracts/job-search';
import { DEFAULT_JOB_SORT, type JobSort } from '@/contracts/job-sort';
import { foldedFilterCount, jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { JobFacets } from '@/search/job-search-index';
import { FilterNavigationForm } from './filter-navigation-form';
import type { JobSearchHref } from './job-search-href';
import { OptionFilter } from './option-filter';
import { SalaryFilters, type SalaryFilterTexts } from './salary-filters';
import { SortSelect } from './sort-select';
import { TextSearchInput } from './text-search-input';

/** The form's texts and the choices' labels, translated by the server (`jobFilterTexts`). */
export interface JobFilterTexts {
  label: string;
  text: string;
  textPlaceholder: string;
  city: string;
  cityPlaceholder: string;
  cityReset: string;
  company: string;
  companyPlaceholder: string;
  companyReset: string;
  noResults: string;
  submit: string;
  /** The phone's 'Filters' toggle by how many folded filters are set: 'Filters', 'Filters (1)', … */
  moreFilters: readonly string[];
  /** Per choice filter, its select's texts. */
  choices: { [K in JobSearchChoice]: EnumSelectTexts<JobSearchChoiceValue<K>> };
  sort: string;
  sorts: readonly { value: JobSort; label: string }[];
  salary: SalaryFilterTexts;
}

interface JobSearchFormProps {
  texts: JobFilterTexts;
  /** The localized path the plain form submits to. */
  action: string;
  href: JobSearchHref;
  filters: JobSearch;
  cities: readonly SelectOption[];
  /** Company choices; none on a company's own job list. */
  companies?: readonly SelectOption[];
  /** How many results each value of the choice filters would find. */
  facets: Pick<JobFacets, JobSearchChoice>;
}

const TOGGLE_ID = 'job-filters-toggle';

/**
 * The job search form, drawn by the server with the shown filters: a plain GET form, which
 * `FilterNavigationForm` turns into a live search once JavaScript runs. On phones the less used
 * filters fold behind 'Filters' (a CSS-only toggle, so it works without JavaScript too).
 */
export function JobFiltersForm({
  texts,
  action,
  href,
  filters,
  cities,
  companies,
  facets,
}: JobSearchFormProps) {
  return (
    <search aria-label={texts.label}>
      <FilterNavigationForm
        action={action}
        href={href}
        shownQuery={new URLSearchParams(jobSearchUrlQuery(filters)).toString()}
        fields={jobSearchFields}
        className="rounded-3xl border border-gray-200 bg-white p-3 shadow-sm has-[#job-filters-toggle:focus-visible]:[&_label[for=job-filters-toggle]]:ring-3 has-[#job-filters-toggle:focus-visible]:[&_label[for=job-filters-toggle]]:ring-primary sm:p-4"
      >
        <div
          className={`grid grid-cols-2 gap-3 ${companies ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]' : 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]'}`}
        >
          <TextSearchInput
            label={texts.text}
            placeholder={texts.textPlaceholder}
            defaultValue={filters.q ?? ''}
            className={companies ? 'col-span-2 lg:col-span-1' : 'col-span-2 sm:col-span-1'}
          />
          <div className={companies ? '' : 'col-span-2 sm:col-span-1'}>
            <OptionFilter
              id="job-search-city"
              name="city"
              label={texts.city}
              placeholder={texts.cityPlaceholder}
              texts={{ reset: texts.cityReset, noResults: texts.noResults }}
              options={cities}
              defaultValue={filters.city ?? null}
            />
          </div>
          {companies ? (
            <OptionFilter
              id="job-search-company"
              name="company"
              label={texts.company}
              placeholder={texts.companyPlaceholder}
              texts={{ reset: texts.companyReset, noResults: texts.noResults }}
              options={companies}
              defaultValue={filters.company ?? null}
            />
          ) : null}
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className={`min-h-11 ${companies ? 'md:col-span-2 lg:col-span-1' : ''}`}
          >
            <SpriteIcon name="search" className="h-4 w-4" />
            {texts.submit}
          </Button>
          <label
            htmlFor={TOGGLE_ID}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-gray-300 text-sm font-semibold text-gray-900 md:hidden"
          >
            <SpriteIcon name="sliders" className="h-4 w-4" />
            {texts.moreFilters[foldedFilterCount(filters)]}
          </label>
        </div>
        <input type="checkbox" id={TOGGLE_ID} className="peer sr-only md:hidden" />
        <div className="mt-3 hidden gap-3 peer-checked:grid sm:grid-cols-2 md:grid lg:grid-cols-4">
          {jobSearchChoiceNames.map((name) => (
            <EnumSelect
              key={name}
              texts={texts.choices[name] as EnumSelectTexts<string>}
              fieldName={name}
              defaultValue={filters[name] ?? null}
              counts={facets[name]}
            />
          ))}
          <SortSelect
            label={texts.sort}
            options={texts.sorts}
            defaultValue={filters.sort ?? DEFAULT_JOB_SORT}
          />
          <SalaryFilters
            texts={texts.salary}
            withSalary={filters.salary === true}
            minSalary={filters.minSalary}
          />
        </div>
      </FilterNavigationForm>
    </search>
  );
}
