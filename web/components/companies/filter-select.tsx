import { ChevronDown } from 'lucide-react';

interface FilterSelectProps {
  name: string;
  label: string;
  /** The first option, meaning 'no filter'. */
  anyLabel: string;
  options: { value: string; label: string }[];
  value: string | null;
}

/** A native select in the search bar, with its label above the chosen value. */
export function FilterSelect({ name, label, anyLabel, options, value }: FilterSelectProps) {
  return (
    <label className="relative flex flex-col justify-center rounded-2xl px-4 py-2 transition focus-within:bg-gray-50 hover:bg-gray-50 md:border-l md:border-gray-200">
      <span className="text-xs font-semibold text-gray-600">{label}</span>
      <select
        name={name}
        defaultValue={value ?? ''}
        className="w-full cursor-pointer appearance-none truncate bg-transparent pr-6 text-base font-medium focus:outline-none"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-4 bottom-3 h-4 w-4 text-gray-500"
      />
    </label>
  );
}
