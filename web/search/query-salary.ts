import { foldText } from './fold-text';
import { amountInCzk, type ExchangeRates } from './salary-in-czk';

/** A query with the salary it names taken out: 'react plat od 50 000 Kč' → 'react', 50,000 CZK. */
export interface QuerySalary {
  text: string;
  /** The lowest monthly salary asked for, in CZK; null when the query names none. */
  minSalaryCzk: number | null;
}

/*
 * A number is a salary when a salary word, 'od'/'nad'/'from'/'over' or a unit ('k', 'tis.',
 * 'Kč', 'EUR') stands by it, and it comes to at least a thousand: 'od 3 let' is not one.
 * Worked on folded text: 'Kč' is 'kc'.
 */
const SALARY =
  /(?<![\p{L}\p{N}])(?:(plat|platem|mzda|mzdou|mzdu|vyplata|salary|pay)\s+)?(?:(od|nad|min\.?|minimalne|alespon|aspon|from|over|above|at least)\s+)?(\d{1,3}(?:[ \u00a0.]\d{3})+|\d+)\s*(k|tis\.?|tisic)?\s*(kc|czk|,-|eur|€)?(?![\p{L}\p{N}])/gu;

const MIN_SALARY = 1000;

export function querySalary(text: string, rates: ExchangeRates): QuerySalary {
  let minSalaryCzk: number | null = null;
  const rest = foldText(text).replace(SALARY, (match, word, bound, digits, thousands, currency) => {
    if (!word && !bound && !thousands && !currency) return match;
    const amount = Number(digits.replace(/\D/g, '')) * (thousands ? 1000 : 1);
    if (amount < MIN_SALARY) return match;
    const inCzk = amountInCzk(amount, currency === 'eur' || currency === '€' ? 'EUR' : 'CZK', rates);
    if (inCzk === null) return match;
    minSalaryCzk = Math.max(minSalaryCzk ?? 0, inCzk);
    return ' ';
  });
  return minSalaryCzk === null ? { text, minSalaryCzk } : { text: rest.trim(), minSalaryCzk };
}
