import { SpriteIcon } from '@/components/icons/sprite-icon';
import { describedBy, FieldNotes } from '@/components/ui/form-field';
import type { SelectOption } from '@/components/ui/select-options';
import type { FieldBinding } from '@/hooks/use-form';

interface ChoiceFieldProps<Value extends string> {
  field: FieldBinding<Value[]>;
  label: string;
  options: readonly (SelectOption & { value: Value })[];
  help?: React.ReactNode;
}

/**
 * Any number of choices from a short list, as toggle chips (checkboxes): a group with its legend,
 * help and error. The field's id is its first box's, so a form focuses the group on an error.
 */
export function ChoiceField<Value extends string>({ field, label, options, help }: ChoiceFieldProps<Value>) {
  const chosen = new Set(field.value);
  const toggle = (value: Value, on: boolean) =>
    field.onChange(on ? [...field.value, value] : field.value.filter((item) => item !== value));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field.id, help, field.error)}
    >
      <legend className="mb-2 text-sm font-semibold text-gray-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const on = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={`relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition focus-within:ring-3 focus-within:ring-primary/40 ${
                on
                  ? 'border-dark-blue bg-dark-blue text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-gray-500'
              }`}
            >
              <input
                type="checkbox"
                id={index === 0 ? field.id : `${field.id}-${option.value}`}
                name={field.name}
                value={option.value}
                checked={on}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {on ? <SpriteIcon name="check" className="h-4 w-4" /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldNotes id={field.id} help={help} error={field.error} />
    </fieldset>
  );
}
