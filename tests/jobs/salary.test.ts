import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatSalary, formatSalaryAmount, hasSalary, type SalaryTranslator } from '@/lib/jobs/salary';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

const NBSP = '\u00a0';
const translator = {
  cs: createTranslator({ locale: 'cs', messages: cs, namespace: 'Salary' }) as SalaryTranslator,
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Salary' }) as SalaryTranslator,
};

describe('formatSalary', () => {
  it.each([
    [
      'cs',
      'CZK',
      { salaryFrom: 50000, salaryTo: 70000 },
      `Mzda 50${NBSP}000${NBSP}Kč – 70${NBSP}000${NBSP}Kč`,
    ],
    ['cs', 'CZK', { salaryFrom: 50000 }, `Mzda od 50${NBSP}000${NBSP}Kč`],
    ['cs', 'CZK', { salaryTo: 70000 }, `Mzda do 70${NBSP}000${NBSP}Kč`],
    ['cs', 'EUR', { salaryFrom: 3000, salaryTo: 4500 }, `Mzda 3${NBSP}000${NBSP}€ – 4${NBSP}500${NBSP}€`],
    ['cs', 'USD', { salaryFrom: 4000 }, `Mzda od 4${NBSP}000${NBSP}US$`],
    ['en', 'CZK', { salaryFrom: 50000, salaryTo: 70000 }, `Salary CZK${NBSP}50,000 – CZK${NBSP}70,000`],
    ['en', 'EUR', { salaryFrom: 3000 }, 'Salary from €3,000'],
    ['en', 'USD', { salaryTo: 6500 }, 'Salary to $6,500'],
    ['en', 'USD', { salaryFrom: 4000, salaryTo: 6500 }, 'Salary $4,000 – $6,500'],
  ] as const)('%s %s %o reads %s', (locale, currency, bounds, expected) => {
    expect(formatSalary({ ...bounds, currency }, locale, translator[locale])).toBe(expected);
  });

  it.each([
    ['cs', { salaryFrom: 50000 }, `Od 50${NBSP}000${NBSP}Kč`],
    ['cs', { salaryTo: 70000 }, `Do 70${NBSP}000${NBSP}Kč`],
    ['cs', { salaryFrom: 50000, salaryTo: 70000 }, `50${NBSP}000${NBSP}Kč – 70${NBSP}000${NBSP}Kč`],
    ['cs', {}, 'Neuvedena'],
    ['en', { salaryFrom: 50000 }, `From CZK${NBSP}50,000`],
    ['en', { salaryTo: 100000 }, `To CZK${NBSP}100,000`],
    ['en', { salaryFrom: 50000, salaryTo: 70000 }, `CZK${NBSP}50,000 – CZK${NBSP}70,000`],
    ['en', {}, 'Not stated'],
  ] as const)(
    'under the Salary heading, %s %o reads %s without repeating the heading',
    (locale, bounds, expected) => {
      expect(formatSalary({ ...bounds, currency: 'CZK' }, locale, translator[locale], 'amount')).toBe(
        expected,
      );
    },
  );

  it('says the salary is not stated when neither bound exists', () => {
    expect(formatSalary({ currency: 'CZK' }, 'en', translator.en)).toBe('Salary not stated');
    expect(formatSalary({ salaryFrom: null, salaryTo: null, currency: 'EUR' }, 'cs', translator.cs)).toBe(
      'Mzda neuvedena',
    );
    expect(hasSalary({ salaryFrom: null, salaryTo: null })).toBe(false);
    expect(hasSalary({ salaryTo: 1 })).toBe(true);
  });

  it('treats a missing currency as Czech crowns and never prints decimals', () => {
    expect(formatSalaryAmount(45999.6, null, 'cs')).toBe(`46${NBSP}000${NBSP}Kč`);
    expect(formatSalaryAmount(0, undefined, 'en')).toBe(`CZK${NBSP}0`);
  });
});
