'use client';

import { SearchableSelect } from '@/components/ui/searchable-select';
import { Select } from '@/components/ui/select';
import type { SelectOption } from '@/components/ui/select-options';
import { useHydrated } from '@/hooks/use-hydrated';

interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  /** The searchable select's reset and no-match texts. */
  texts: { reset: string; noResults: string };
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A searchable, resettable select once JavaScript runs; before that (and without it) a native
 * select with the same look, so the plain GET form still submits the choice.
 */
export function OptionSelect({
  id,
  name,
  label,
  placeholder,
  texts,
  options,
  value,
  onChange,
}: OptionSelectProps) {
  const hydrated = useHydrated();
  if (hydrated) {
    return (
      <>
        <SearchableSelect
          id={id}
          label={label}
          options={options}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          texts={texts}
        />
        <input type="hidden" name={name} value={value ?? ''} />
      </>
    );
  }
  return (
    <Select
      id={id}
      name={name}
      label={label}
      emptyLabel={placeholder}
      options={options}
      defaultValue={value}
    />
  );
}
