import type { ExchangeRatesQueryResult } from '@/contracts/sanity.types';

export type ExchangeRates = ExchangeRatesQueryResult;

/** An offer's salary as stated: a range (either bound may be missing) in its currency. */
export interface StatedSalary {
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string | null;
}

/**
 * The most an offer pays a month, in CZK: its upper bound, or its lower bound without one,
 * converted at the site's rates. Null when it states no salary or its currency has no rate.
 */
export function topSalaryInCzk(
  { salaryFrom, salaryTo, currency }: StatedSalary,
  rates: ExchangeRates,
): number | null {
  const amount = salaryTo ?? salaryFrom;
  return amount === null ? null : amountInCzk(amount, currency, rates);
}

/** An amount in CZK at the site's rates (no currency: CZK); null when its currency has no rate. */
export function amountInCzk(amount: number, currency: string | null, rates: ExchangeRates): number | null {
  const code = (currency ?? 'CZK').toLowerCase();
  if (code === 'czk') return amount;
  const rate = rates?.[code as keyof NonNullable<ExchangeRates>];
  return typeof rate === 'number' ? Math.round(amount * rate) : null;
}
