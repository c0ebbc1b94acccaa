import type { FieldBinding } from '@/hooks/use-form';

/**
 * A field only bots fill in: off-screen, out of the tab order and hidden from assistive
 * technology. The server answers a filled one as usual and keeps nothing.
 */
export function HoneypotField({ field, label }: { field: FieldBinding<string>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={field.id}>{label}</label>
      <input
        id={field.id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </div>
  );
}
