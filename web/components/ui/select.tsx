import { SpriteIcon } from '@/components/icons/sprite-icon';
import { type SelectOption, withCount } from './select-options';

interface SelectProps {
  id: string;
  /** The form field name, so the choice also submits with a plain form (without JavaScript). */
  name?: string;
  label: string;
  /**
   * Where the label shows: only to assistive technology (`hidden`, the empty option names the
   * field), beside the field (`beside`), or small above the chosen value inside a search bar (`inside`).
   */
  labelPlacement?: 'hidden' | 'beside' | 'inside';
  options: readonly SelectOption[];
  /** The first option, meaning no choice ('Any'); without it one of the options is always chosen. */
  emptyLabel?: string;
  /** The chosen value, for a select the page keeps in its state… */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** …or the value it starts with, for one only a plain form reads. */
  defaultValue?: string | null;
}

const pillClass =
  'w-full cursor-pointer appearance-none rounded-full border border-gray-300 bg-white py-2.5 pr-10 pl-4 text-sm text-gray-900 focus:border-dark-blue focus:ring-3 focus:ring-primary/40 focus:outline-none';
const insideClass =
  'w-full cursor-pointer appearance-none truncate bg-transparent pr-6 text-base font-medium focus:outline-none';

/**
 * The site's native select: a pill in filter rows and forms, or a segment of a search bar. Each
 * option may carry the number of results it finds ('Praha (34)').
 */
export function Select({
  id,
  name,
  label,
  labelPlacement = 'hidden',
  options,
  emptyLabel,
  value,
  onChange,
  defaultValue,
}: SelectProps) {
  const inside = labelPlacement === 'inside';
  const select = (
    <select
      id={id}
      name={name}
      value={value === undefined ? undefined : (value ?? '')}
      defaultValue={defaultValue === undefined ? undefined : (defaultValue ?? '')}
      onChange={
        onChange ? (event) => onChange(event.target.value === '' ? null : event.target.value) : undefined
      }
      className={inside ? insideClass : pillClass}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {withCount(option.label, option.count)}
        </option>
      ))}
    </select>
  );
  const chevron = (
    <SpriteIcon
      name="chevron-down"
      className={`pointer-events-none absolute h-4 w-4 text-gray-500 ${inside ? 'right-4 bottom-3' : 'top-1/2 right-4 -translate-y-1/2'}`}
    />
  );
  if (inside) {
    return (
      <div className="relative flex flex-col justify-center rounded-2xl px-4 py-2 transition focus-within:bg-gray-50 hover:bg-gray-50 md:border-l md:border-gray-200">
        <label htmlFor={id} className="text-xs font-semibold text-gray-600">
          {label}
        </label>
        {select}
        {chevron}
      </div>
    );
  }
  return (
    <div className={labelPlacement === 'beside' ? 'flex items-center gap-2' : undefined}>
      <label
        htmlFor={id}
        className={
          labelPlacement === 'beside' ? 'text-sm font-medium whitespace-nowrap text-gray-900' : 'sr-only'
        }
      >
        {label}
      </label>
      <div className="relative w-full">
        {select}
        {chevron}
      </div>
    </div>
  );
}
