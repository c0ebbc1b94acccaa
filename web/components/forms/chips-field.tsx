import { useState } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Button } from '@/components/ui/button';
import { describedBy, FieldNotes } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/inputs';
import type { FieldBinding } from '@/hooks/use-form';

interface ChipsFieldProps {
  field: FieldBinding<string[]>;
  label: string;
  help?: React.ReactNode;
  /** Offered as the user types; any other text may be added too. */
  suggestions: readonly string[];
  texts: { input: string; add: string; remove: (item: string) => string };
}

/**
 * Free-text items as removable chips: typed (with suggestions) and added with Enter or the add
 * button. The input carries the field's id, so a form focuses it on an error; the schema judges
 * the items when the form is sent.
 */
export function ChipsField({ field, label, help, suggestions, texts }: ChipsFieldProps) {
  const [draft, setDraft] = useState('');
  const suggestionsId = `${field.id}-suggestions`;
  const add = () => {
    const item = draft.trim();
    if (item) field.onChange([...field.value, item]);
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-800">{label}</legend>
      {field.value.length ? (
        <ul className="flex flex-wrap gap-2">
          {field.value.map((item, index) => (
            <li
              // The same text may stand twice until the schema refuses it.
              // biome-ignore lint/suspicious/noArrayIndexKey: items are plain strings in the user's order
              key={`${index}-${item}`}
              className="inline-flex items-center gap-1 rounded-full border border-dark-blue bg-dark-blue py-1.5 pr-1.5 pl-3.5 text-sm font-medium text-white"
            >
              {item}
              <button
                type="button"
                onClick={() => field.onChange(field.value.filter((_, at) => at !== index))}
                aria-label={texts.remove(item)}
                className="rounded-full p-1 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-primary"
              >
                <SpriteIcon name="close" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex max-w-xl items-start gap-2">
        <TextInput
          id={field.id}
          name={field.name}
          aria-label={texts.input}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(field.id, help, field.error)}
          list={suggestionsId}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary-outline" size="base" onClick={add}>
          {texts.add}
        </Button>
      </div>
      <datalist id={suggestionsId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FieldNotes id={field.id} help={help} error={field.error} />
    </fieldset>
  );
}
