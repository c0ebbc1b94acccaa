'use client';

import { useId } from 'react';
import { Select } from './select';

/** A select's texts, translated by the server: its label, the 'Any' choice and a label per value. */
export interface EnumSelectTexts<T extends string> {
  label: string;
  /** The empty choice, which resets the select ('Seniority: Any'). */
  emptyLabel: string;
  options: readonly { value: T; label: string }[];
}

interface EnumSelectProps<T extends string> {
  texts: EnumSelectTexts<T>;
  value: T | null;
  onChange: (value: T | null) => void;
  /** The form field name, so the select also submits with a plain form (without JavaScript). */
  fieldName?: string;
  /** How many results each value would find: shown after it, and values finding none are left out. */
  counts?: Record<string, number>;
}

/** A resettable select over one of the job enumerations ('Any' resets it). */
export function EnumSelect<T extends string>({
  texts,
  value,
  onChange,
  fieldName,
  counts,
}: EnumSelectProps<T>) {
  const id = useId();
  return (
    <Select
      id={id}
      name={fieldName}
      label={texts.label}
      emptyLabel={texts.emptyLabel}
      options={texts.options
        .filter((option) => !counts || option.value === value || (counts[option.value] ?? 0) > 0)
        .map((option) => ({ ...option, count: counts?.[option.value] }))}
      value={value}
      onChange={(chosen) => onChange(chosen as T | null)}
    />
  );
}
