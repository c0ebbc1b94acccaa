import type { Locale } from '@tribe/routes';
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { jobFilterTextsOf } from '@/components/jobs/search/job-filter-texts';
import { messagesFor } from '@/i18n/messages';
import { TIME_ZONE } from '@/i18n/time-zone';
import { FOLDED_FILTERS } from '@/lib/jobs/job-search-params';

const NBSP = '\u00a0';

/** The texts as the server makes them for a request in `locale`. */
function textsIn(locale: Locale, ratesDate: string | null) {
  const messages = messagesFor(locale);
  return jobFilterTextsOf(
    {
      filters: createTranslator({ locale, messages, namespace: 'JobFilters' }),
      select: createTranslator({ locale, messages, namespace: 'Select' }),
      enums: createTranslator({ locale, messages, namespace: 'Enums' }),
      format: createFormatter({ locale, timeZone: TIME_ZONE }),
    },
    ratesDate,
  );
}

describe('the job search form’s texts, made on the server', () => {
  it("carry 'Filters (n)' for every number of folded filters a visitor can set", () => {
    expect(textsIn('cs', null).moreFilters).toEqual([
      'Filtry',
      'Filtry (1)',
      'Filtry (2)',
      'Filtry (3)',
      'Filtry (4)',
      'Filtry (5)',
      'Filtry (6)',
      'Filtry (7)',
    ]);
    expect(textsIn('en', null).moreFilters).toEqual([
      'Filters',
      'Filters (1)',
      'Filters (2)',
      'Filters (3)',
      'Filters (4)',
      'Filters (5)',
      'Filters (6)',
      'Filters (7)',
    ]);
    expect(textsIn('en', null).moreFilters).toHaveLength(FOLDED_FILTERS.length + 1);
  });

  it('name every choice of the enumeration selects, with the empty choice that resets them', () => {
    const cs = textsIn('cs', null);
    expect(cs.choices.seniority.emptyLabel).toBe('Seniorita: Vše');
    expect(cs.choices.workingMode.options).toEqual([
      { value: 'full-remote', label: 'Plně remote' },
      { value: 'onsite', label: `V${NBSP}kanceláři` },
      { value: 'hybrid', label: 'Hybridně' },
    ]);
    const en = textsIn('en', null);
    expect(en.choices.employmentType.label).toBe('Contract type');
    expect(en.choices.employmentType.emptyLabel).toBe('Contract type: Any');
    expect(en.choices.workload.options.map((option) => option.label)).toEqual(['Full-time', 'Part-time']);
    expect(cs.choices.drivingLicence.emptyLabel).toBe('Řidičský průkaz: Vše');
    expect(cs.choices.drivingLicence.options.map((option) => option.value)).toEqual([
      'none',
      'B',
      'C',
      'D',
      'T',
    ]);
    expect(en.choices.drivingLicence.options[1]).toEqual({ value: 'B', label: 'Category B (car)' });
  });

  it('name the orders and the searchable selects’ reset buttons', () => {
    expect(textsIn('cs', null).sorts).toEqual([
      { value: 'relevance', label: 'Nejrelevantnější' },
      { value: 'newest', label: 'Nejnovější' },
      { value: 'salary', label: 'Nejvyšší mzda' },
    ]);
    expect(textsIn('cs', null).cityReset).toBe('Zrušit výběr: Město');
    expect(textsIn('en', null).companyReset).toBe('Clear selection: Company');
    expect(textsIn('en', null).noResults).toBe('Nothing found');
  });

  it('date the exchange rates of the minimum salary in the page’s language, or leave the date out', () => {
    expect(textsIn('cs', '2026-11-20').salary.minSalaryHint).toBe(
      `měsíčně v${NBSP}Kč, eura a${NBSP}dolary podle kurzu z${NBSP}20. 11. 2026`,
    );
    expect(textsIn('en', '2026-11-20').salary.minSalaryHint).toBe(
      'per month in CZK, euros and dollars at the rates of Nov 20, 2026',
    );
    expect(textsIn('cs', null).salary.minSalaryHint).toBe('měsíčně');
    expect(textsIn('en', null).salary.minSalaryHint).toBe('per month');
  });
});
