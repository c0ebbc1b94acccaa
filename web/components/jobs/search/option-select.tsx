'use client';

import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { SelectOption } from '@/components/ui/select-options';
import { useHydrated } from '@/hooks/use-hydrated';

export interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  /** The searchable select's reset and no-match texts. */
  texts: { reset: string; noResults: string };
  options: readonly SelectOption[];
  /** The choice the page was drawn with. */
  defaultValue: string | null;
  /** The native select with the same look, rendered by the server: shown until JavaScript runs. */
  children: React.ReactNode;
}

/**
 * A searchable, resettable select once JavaScript runs, whose choice submits its form at once;
 * before that (and without it) the native select it wraps, which the plain GET form submits.
 */
export function OptionSelect({
  id,
  name,
  label,
  placeholder,
  texts,
  options,
  defaultValue,
  children,
}: OptionSelectProps) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  const field = useRef<HTMLInputElement>(null);
  if (!hydrated) return children;
  return (
    <>
      <SearchableSelect
        id={id}
        label={label}
        options={options}
        value={value}
        onChange={(chosen) => {
          // The hidden field holds the choice before the form reads it.
          flushSync(() => setValue(chosen));
          field.current?.form?.requestSubmit();
        }}
        placeholder={placeholder}
        texts={texts}
      />
      <input ref={field} type="hidden" name={name} value={value ?? ''} />
    </>
  );
}
