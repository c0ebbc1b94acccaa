'use client';

import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { withCount } from './select-options';

type EnumName = 'seniority' | 'workload' | 'workingMode' | 'employmentType';

interface EnumSelectProps<T extends string> {
  value: T | null;
  onChange: (value: T | null) => void;
  id?: string;
  /** The form field name, so the select also submits with a plain form (without JavaScript). */
  fieldName?: string;
  /** How many results each value would find: shown after it, and values finding none are left out. */
  counts?: Record<string, number>;
}

/** A resettable select over one of the job enumerations, with translated labels ('Any' resets it). */
function EnumSelect<T extends string>({
  name,
  values,
  value,
  onChange,
  id,
  fieldName,
  counts,
}: EnumSelectProps<T> & { name: EnumName; values: readonly T[] }) {
  const t = useTranslations('Enums');
  const any = useTranslations('Select')('any');
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const label = t(`${name}.label`);
  return (
    <div>
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <select
        id={selectId}
        name={fieldName}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
        className="w-full appearance-none rounded-full border border-gray-300 bg-white bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 24 24%22 fill=%22none%22 stroke=%22%23334155%22 stroke-width=%222%22><path d=%22M6 9l6 6 6-6%22/></svg>')] bg-[length:1rem] bg-[right_0.9rem_center] bg-no-repeat py-2.5 pl-4 pr-10 text-sm text-gray-900 focus:border-dark-blue focus:outline-none focus:ring-3 focus:ring-primary/40"
      >
        <option value="">
          {label}: {any}
        </option>
        {values
          .filter((option) => !counts || option === value || (counts[option] ?? 0) > 0)
          .map((option) => (
            <option key={option} value={option}>
              {withCount(t(`${name}.${option}` as Parameters<typeof t>[0]), counts?.[option])}
            </option>
          ))}
      </select>
    </div>
  );
}

type Props<T extends string> = EnumSelectProps<T>;

export const SenioritySelect = (props: Props<(typeof seniorities)[number]>) => (
  <EnumSelect name="seniority" values={seniorities} {...props} />
);
export const WorkloadSelect = (props: Props<(typeof workloads)[number]>) => (
  <EnumSelect name="workload" values={workloads} {...props} />
);
export const WorkingModeSelect = (props: Props<(typeof workingModes)[number]>) => (
  <EnumSelect name="workingMode" values={workingModes} {...props} />
);
export const ContractTypeSelect = (props: Props<(typeof employmentTypes)[number]>) => (
  <EnumSelect name="employmentType" values={employmentTypes} {...props} />
);
