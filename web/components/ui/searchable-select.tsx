'use client';

import { useId, useMemo, useRef, useState } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { filterOptions, type SelectOption, withCount } from './select-options';

interface SearchableSelectProps {
  id?: string;
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** The reset button's name ('Clear selection: City') and what the list says when nothing matches. */
  texts: { reset: string; noResults: string };
}

/** A searchable, resettable select (combobox with a listbox), used for cities and companies. */
export function SearchableSelect({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  texts,
}: SearchableSelectProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const listId = `${inputId}-list`;
  const selected = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => filterOptions(options, query), [options, query]);

  const choose = (option: SelectOption | null) => {
    onChange(option?.value ?? null);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      setQuery('');
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={open ? query : (selected?.label ?? '')}
        placeholder={placeholder ?? label}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-gray-300 bg-white py-2.5 pl-4 pr-10 text-sm text-gray-900 focus:border-dark-blue focus:outline-none focus:ring-3 focus:ring-primary/40"
      />
      {selected ? (
        <button
          type="button"
          aria-label={texts.reset}
          onClick={() => {
            choose(null);
            input.current?.focus();
          }}
          className="absolute right-2 top-1/2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900"
        >
          <SpriteIcon name="close" className="h-4 w-4" />
        </button>
      ) : null}
      {open ? (
        // The WAI-ARIA combobox pattern: focus stays in the input, options are chosen by aria-activedescendant.
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute z-20 mt-2 max-h-64 w-full overflow-y-auto rounded-2xl border border-gray-200 bg-white p-1 text-gray-900 shadow-xl"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-gray-500">{texts.noResults}</li>
          ) : null}
          {matches.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through the combobox input
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer rounded-xl px-3 py-2 text-sm ${index === active ? 'bg-primary-light' : ''} ${option.value === value ? 'font-semibold' : ''}`}
            >
              {withCount(option.label, option.count)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
