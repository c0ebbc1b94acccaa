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
  /** The form field's name, also the base of the select's id. */
  fieldName: string;
  /** The choice the form was drawn with. */
  defaultValue: T | null;
  /** How many results each value would find: shown after it, and values finding none are left out. */
  counts?: Record<string, number>;
}

/** A resettable select over one of the job enumerations in a form ('Any' resets it). */
export function EnumSelect<T extends string>({ texts, fieldName, defaultValue, counts }: EnumSelectProps<T>) {
  return (
    <Select
      id={`select-${fieldName}`}
      name={fieldName}
      label={texts.label}
      emptyLabel={texts.emptyLabel}
      options={texts.options
        .filter((option) => !counts || option.value === defaultValue || (counts[option.value] ?? 0) > 0)
        .map((option) => ({ ...option, count: counts?.[option.value] }))}
      defaultValue={defaultValue}
    />
  );
}
