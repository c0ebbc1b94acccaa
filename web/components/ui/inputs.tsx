import type { ComponentProps } from 'react';

const fieldClass =
  'w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-gray-900 shadow-xs transition placeholder:text-gray-400 focus:border-dark-blue focus:outline-none focus:ring-3 focus:ring-primary/40 aria-invalid:border-red-500 aria-invalid:ring-red-200 disabled:bg-gray-100';

/**
 * A text input; with `limit` it states the field's maximum length as a live 'used/limit' count
 * without cutting the text off, so the form can say what is over.
 */
export function TextInput({ className = '', limit, ...props }: ComponentProps<'input'> & { limit?: number }) {
  if (!limit) return <input className={`${fieldClass} ${className}`} {...props} />;
  const length = typeof props.value === 'string' ? props.value.length : 0;
  return (
    <div className="relative">
      <input className={`${fieldClass} pr-20 ${className}`} {...props} />
      <span
        className={`pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs ${length > limit ? 'text-red-600' : 'text-gray-500'}`}
        aria-hidden="true"
      >
        {length}/{limit}
      </span>
    </div>
  );
}

/**
 * A textarea; with maxLength it shows how many characters are used. With `limit` instead it
 * shows the same live count without cutting the text off, so the form can say what is over.
 */
export function Textarea({
  className = '',
  maxLength,
  limit,
  value,
  ...props
}: ComponentProps<'textarea'> & { limit?: number }) {
  const length = typeof value === 'string' ? value.length : 0;
  const shown = limit ?? maxLength;
  return (
    <div className="relative">
      <textarea
        className={`${fieldClass} min-h-28 ${shown ? 'pb-7' : ''} ${className}`}
        maxLength={maxLength}
        value={value}
        {...props}
      />
      {shown ? (
        <span
          className={`pointer-events-none absolute bottom-2 right-3 text-xs ${length > shown ? 'text-red-600' : 'text-gray-500'}`}
          aria-hidden="true"
        >
          {length}/{shown}
        </span>
      ) : null}
    </div>
  );
}

export function Checkbox({
  className = '',
  children,
  ...props
}: ComponentProps<'input'> & { children: React.ReactNode }) {
  return (
    <label className={`flex items-start gap-3 text-sm text-gray-700 ${className}`}>
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 rounded-md border-gray-300 accent-dark-blue focus:ring-3 focus:ring-primary/40"
        {...props}
      />
      <span>{children}</span>
    </label>
  );
}

/** The browser's own drop-down, styled as the other fields (a short list where keyboard and phone pickers do best). */
export function NativeSelect({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${fieldClass} ${className}`} {...props} />;
}
