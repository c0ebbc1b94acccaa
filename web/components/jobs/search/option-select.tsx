'use client';

import { SearchableSelect } from '@/components/ui/searchable-select';
import { type SelectOption, withCount } from '@/components/ui/select-options';
import { useHydrated } from '@/hooks/use-hydrated';

interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A searchable, resettable select once JavaScript runs; before that (and without it) a native
 * select with the same look, so the plain GET form still submits the choice.
 */
export function OptionSelect({ id, name, label, placeholder, options, value, onChange }: OptionSelectProps) {
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
        />
        <input type="hidden" name={name} value={value ?? ''} />
      </>
    );
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="w-full appearance-none rounded-full border border-gray-300 bg-white py-2.5 pr-10 pl-4 text-sm text-gray-900 focus:border-dark-blue focus:ring-3 focus:ring-primary/40 focus:outline-none"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {withCount(option.label, option.count)}
          </option>
        ))}
      </select>
    </>
  );
}
