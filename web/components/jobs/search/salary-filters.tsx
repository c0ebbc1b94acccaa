/** The salary filters' texts, translated by the server. */
export interface SalaryFilterTexts {
  salaryOnly: string;
  minSalary: string;
  minSalaryPlaceholder: string;
  /** 'per month', with the date of the rates other currencies are converted to CZK with when there are rates. */
  minSalaryHint: string;
}

interface SalaryFiltersProps {
  texts: SalaryFilterTexts;
  withSalary: boolean;
  minSalary: number | undefined;
}

/** 'With salary only' and a minimum monthly salary in CZK (pay transparency). */
export function SalaryFilters({ texts, withSalary, minSalary }: SalaryFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center lg:col-span-3">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900">
        <input type="checkbox" name="salary" value="1" defaultChecked={withSalary} className="peer sr-only" />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition peer-checked:bg-dark-blue peer-focus-visible:ring-3 peer-focus-visible:ring-primary after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5 motion-reduce:transition-none motion-reduce:after:transition-none"
        />
        {texts.salaryOnly}
      </label>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <label
          htmlFor="job-search-min-salary"
          className="text-sm font-medium whitespace-nowrap text-gray-900"
        >
          {texts.minSalary}
        </label>
        <input
          id="job-search-min-salary"
          name="minSalary"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9 ]*"
          defaultValue={minSalary ?? ''}
          placeholder={texts.minSalaryPlaceholder}
          aria-describedby="job-search-min-salary-hint"
          className="w-32 rounded-full border border-gray-300 bg-white px-4 py-2.5 text-sm text-gray-900 placeholder:text-gray-500 focus:border-dark-blue focus:ring-3 focus:ring-primary/40 focus:outline-none"
        />
        <span id="job-search-min-salary-hint" className="text-sm text-gray-600">
          {texts.minSalaryHint}
        </span>
      </div>
    </div>
  );
}
