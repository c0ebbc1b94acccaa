import type { EmploymentType, Seniority, Workload } from '@tribe/schemas/job-enums';
import type { Random } from './random';
import type { Role } from './roles';

/**
 * An offer's monthly gross pay, from its occupation's median (ISPV 2024, see docs/content.md):
 * the medior level pays around the median, a junior less, a senior more; skilled work spreads
 * wider with experience than manual work does. Part-time pays its share, an internship a
 * student's rate, a freelance contract more (the contractor pays their own insurance).
 */
const seniorityFactor: Record<'skilled' | 'manual', Record<Seniority, number>> = {
  skilled: { junior: 0.72, medior: 1, senior: 1.35 },
  manual: { junior: 0.9, medior: 1, senior: 1.12 },
};

const PART_TIME_SHARE = 0.6;
const INTERNSHIP_SHARE = 0.5;
const FREELANCE_PREMIUM = 1.25;
/** CZK per euro, the site settings' rate. */
export const EUR_RATE = 24.35;

export interface SalaryInput {
  role: Role;
  seniority: Seniority;
  workload: Workload;
  employmentType: EmploymentType;
}

export function monthlyPay({ role, seniority, workload, employmentType }: SalaryInput): number {
  let pay = role.median * seniorityFactor[role.onsite ? 'manual' : 'skilled'][seniority];
  if (employmentType === 'internship') pay = role.median * INTERNSHIP_SHARE;
  if (employmentType === 'freelance') pay *= FREELANCE_PREMIUM;
  if (workload === 'part-time') pay *= PART_TIME_SHARE;
  return pay;
}

/** The four salary shapes the list must show (from only, to only, both, none), by the offer's position. */
export function salaryFields(index: number, input: SalaryInput, random: Random) {
  const currency = input.role.eur ? 'EUR' : 'CZK';
  const step = currency === 'EUR' ? 100 : 1000;
  const inCurrency = monthlyPay(input) / (currency === 'EUR' ? EUR_RATE : 1);
  const round = (value: number) => Math.round(value / step) * step;
  const from = round(inCurrency * (0.88 + random.next() * 0.08));
  const to = round(from * (1.18 + random.next() * 0.12));
  const shape = [{ salaryFrom: from, salaryTo: to }, { salaryFrom: from }, { salaryTo: to }, {}][index % 4];
  return { ...shape, currency };
}
