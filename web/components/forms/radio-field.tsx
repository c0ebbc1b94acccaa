import { SpriteIcon } from '@/components/icons/sprite-icon';
import { describedBy, FieldNotes } from '@/components/ui/form-field';
import type { FieldBinding } from '@/hooks/use-form';

export interface RadioOption<Value extends string> {
  value: Value;
  label: React.ReactNode;
  /** A second line under the label. */
  detail?: React.ReactNode;
}

interface RadioFieldProps<Value extends string> {
  field: FieldBinding<Value>;
  label: string;
  options: readonly RadioOption<Value>[];
  help?: React.ReactNode;
  disabled?: boolean;
}

/**
 * One choice from a short list, as cards with a radio each: a group with its legend, help and
 * error. The field's id is the chosen card's, so focusing the field lands on the choice made.
 */
export function RadioField<Value extends string>({
  field,
  label,
  options,
  help,
  disabled,
}: RadioFieldProps<Value>) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      disabled={disabled}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field.id, help, field.error)}
    >
      <legend className="mb-2 text-sm font-semibold text-gray-800">{label}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => {
          const on = option.value === field.value;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 bg-white px-4 py-3 transition focus-within:ring-3 focus-within:ring-primary/40 ${
                on ? 'border-dark-blue' : 'border-gray-200 hover:border-gray-400'
              }`}
            >
              <input
                type="radio"
                id={on ? field.id : `${field.id}-${option.value}`}
                name={field.name}
                value={option.value}
                checked={on}
                onChange={() => field.onChange(option.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-dark-blue"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="break-words font-semibold text-gray-900">{option.label}</span>
                {option.detail ? <span className="text-sm text-gray-600">{option.detail}</span> : null}
              </span>
              {on ? <SpriteIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-dark-blue" /> : null}
            </label>
          );
        })}
      </div>
      <FieldNotes id={field.id} help={help} error={field.error} />
    </fieldset>
  );
}
