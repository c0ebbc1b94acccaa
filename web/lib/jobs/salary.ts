/** A job offer's salary as stored: either bound may be missing; amounts are monthly. */
export interface Salary {
  salaryFrom?: number | null;
  salaryTo?: number | null;
  currency?: string | null;
}

/** The `Salary` messages, e.g. `useTranslations('Salary')` or `getTranslations('Salary')`. */
export type SalaryTranslator = (
  key:
    | 'from'
    | 'to'
    | 'range'
    | 'not_stated'
    | 'amount_from'
    | 'amount_to'
    | 'amount_range'
    | 'amount_not_stated',
  values?: { from?: string; to?: string },
) => string;

const DEFAULT_CURRENCY = 'CZK';
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole amount in the locale's style with its currency: '55 000 Kč' (cs), '€55,000' (en). */
export function formatSalaryAmount(
  amount: number,
  currency: string | null | undefined,
  locale: string,
): string {
  const code = currency || DEFAULT_CURRENCY;
  const key = `${locale}:${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The salary line of a job offer (spec section 2): 'Salary from X', 'Salary X – Y',
 * 'Salary to Y', or 'Salary not stated' when neither bound exists. Under a 'Salary' heading
 * the amount alone reads: 'From X', 'X – Y', 'To Y', 'Not stated'.
 */
export function formatSalary(
  salary: Salary,
  locale: string,
  t: SalaryTranslator,
  form: 'line' | 'amount' = 'line',
): string {
  const { salaryFrom, salaryTo, currency } = salary;
  const from = isAmount(salaryFrom) ? formatSalaryAmount(salaryFrom, currency, locale) : null;
  const to = isAmount(salaryTo) ? formatSalaryAmount(salaryTo, currency, locale) : null;
  const key = (line: 'from' | 'to' | 'range' | 'not_stated') =>
    form === 'line' ? line : (`amount_${line}` as const);
  if (from && to) return t(key('range'), { from, to });
  if (from) return t(key('from'), { from });
  if (to) return t(key('to'), { to });
  return t(key('not_stated'));
}

/** Whether the offer states any salary at all. */
export function hasSalary({ salaryFrom, salaryTo }: Salary): boolean {
  return isAmount(salaryFrom) || isAmount(salaryTo);
}
