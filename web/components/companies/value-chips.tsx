interface ValueChipsProps {
  legend: string;
  anyLabel: string;
  options: { value: string; label: string }[];
  value: string | null;
}

const chip =
  'inline-flex cursor-pointer items-center rounded-full border border-current/25 px-3.5 py-1.5 text-sm font-medium transition hover:border-current has-checked:border-primary has-checked:bg-primary has-checked:text-primary-text has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-electric-blue';

/** The company values as radio chips: one value at a time, 'Any' to drop the filter. */
export function ValueChips({ legend, anyLabel, options, value }: ValueChipsProps) {
  return (
    <fieldset className="mt-5">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[{ value: '', label: anyLabel }, ...options].map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name="value"
              value={option.value}
              defaultChecked={(value ?? '') === option.value}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
