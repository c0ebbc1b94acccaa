'use client';

import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Select } from './select';

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
    <Select
      id={selectId}
      name={fieldName}
      label={label}
      emptyLabel={`${label}: ${any}`}
      options={values
        .filter((option) => !counts || option === value || (counts[option] ?? 0) > 0)
        .map((option) => ({
          value: option,
          label: t(`${name}.${option}` as Parameters<typeof t>[0]),
          count: counts?.[option],
        }))}
      value={value}
      onChange={(chosen) => onChange(chosen as T | null)}
    />
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
