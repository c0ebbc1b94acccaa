import { SpriteIcon } from '@/components/icons/sprite-icon';
import { MAX_TEXT_LENGTH } from '@/contracts/job-search';

interface TextSearchInputProps {
  label: string;
  placeholder: string;
  defaultValue: string;
  className: string;
}

/** The job search's text field (`q`). */
export function TextSearchInput({ label, placeholder, defaultValue, className }: TextSearchInputProps) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor="job-search-text" className="sr-only">
        {label}
      </label>
      <SpriteIcon
        name="search"
        className="pointer-events-none absolute top-1/2 left-4 h-4 w-4 -translate-y-1/2 text-gray-500"
      />
      <input
        id="job-search-text"
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_TEXT_LENGTH}
        placeholder={placeholder}
        className="w-full rounded-full border border-gray-300 bg-white py-2.5 pr-4 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-dark-blue focus:ring-3 focus:ring-primary/40 focus:outline-none"
      />
    </div>
  );
}
