'use client';

import { useTransition } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useRouter } from '@/i18n/navigation';
import type { CompanyFilterState } from '@/lib/companies/company-filters';
import { ValueChips } from './value-chips';

export interface CompanyFilterLabels {
  form: string;
  search: string;
  searchPlaceholder: string;
  city: string;
  cityAny: string;
  industry: string;
  industryAny: string;
  values: string;
  valueAny: string;
  submit: string;
}

type Option = { value: string; label: string };

interface CompanyFilterFormProps {
  /** The list's own path in the current locale: the form's GET target without JavaScript. */
  action: string;
  state: CompanyFilterState;
  cities: Option[];
  industries: Option[];
  values: Option[];
  labels: CompanyFilterLabels;
  /** The results, dimmed while new ones load. */
  children: React.ReactNode;
}

/**
 * The company list's search and filters: a plain GET form, so it works without JavaScript; with
 * it, a changed select or value applies at once and results update without a full reload.
 */
export function CompanyFilterForm({
  action,
  state,
  cities,
  industries,
  values,
  labels,
  children,
}: CompanyFilterFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const apply = (form: HTMLFormElement) => {
    const query: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim()) query[name] = value.trim();
    }
    startTransition(() => router.push({ pathname: '/companies', query }, { scroll: false }));
  };

  return (
    <>
      <search aria-label={labels.form}>
        <form
          key={`${state.q}|${state.city}|${state.industry}|${state.value}`}
          action={action}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            apply(event.currentTarget);
          }}
          onChange={(event) => {
            const target = event.target as HTMLInputElement | HTMLSelectElement;
            if (target.name !== 'q') apply(event.currentTarget);
          }}
        >
          <div className="grid gap-2 rounded-3xl bg-white p-2 text-gray-900 shadow-xl ring-1 ring-gray-900/5 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-stretch">
            <label className="relative flex flex-col justify-center rounded-2xl px-4 py-2 pl-11 transition focus-within:bg-gray-50 hover:bg-gray-50">
              <SpriteIcon
                name="search"
                className="absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-gray-500"
              />
              <span className="text-xs font-semibold text-gray-600">{labels.search}</span>
              <input
                type="search"
                name="q"
                defaultValue={state.q}
                maxLength={100}
                placeholder={labels.searchPlaceholder}
                className="w-full bg-transparent text-base font-medium placeholder:font-normal placeholder:text-gray-500 focus:outline-none"
              />
            </label>
            <Select
              id="company-filter-city"
              name="city"
              label={labels.city}
              labelPlacement="inside"
              emptyLabel={labels.cityAny}
              options={cities}
              defaultValue={state.city}
            />
            <Select
              id="company-filter-industry"
              name="industry"
              label={labels.industry}
              labelPlacement="inside"
              emptyLabel={labels.industryAny}
              options={industries}
              defaultValue={state.industry}
            />
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-secondary px-6 font-semibold text-secondary-text transition hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
            >
              {pending ? <Spinner className="h-5 w-5" /> : <SpriteIcon name="search" className="h-5 w-5" />}
              {labels.submit}
            </button>
          </div>
          {values.length ? (
            <ValueChips
              legend={labels.values}
              anyLabel={labels.valueAny}
              options={values}
              value={state.value}
            />
          ) : null}
        </form>
      </search>
      <div aria-busy={pending} className={`transition-opacity ${pending ? 'opacity-60' : ''}`}>
        {children}
      </div>
    </>
  );
}
