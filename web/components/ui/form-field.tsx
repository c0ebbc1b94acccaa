import { useTranslations } from 'next-intl';

/** 'cover letter' -> 'Cover letter': the wrapper shows labels with their first letter upper-cased. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export const labelId = (fieldId: string) => `${fieldId}-label`;
export const helpId = (fieldId: string) => `${fieldId}-help`;
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** The ids a field should name in aria-describedby: its help text and its error, when shown. */
export function describedBy(
  fieldId: string,
  help?: React.ReactNode,
  error?: string | null,
): string | undefined {
  const ids = [help ? helpId(fieldId) : null, error ? errorId(fieldId) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FormFieldProps {
  id: string;
  label?: string;
  required?: boolean;
  help?: React.ReactNode;
  error?: string | null;
  children: React.ReactNode;
}

/** The form-field wrapper: label (first letter upper-cased, red asterisk when required), field, help, error. */
export function FormField({ id, label, required, help, error, children }: FormFieldProps) {
  const t = useTranslations('Validation');
  return (
    <div className="flex flex-col gap-1.5">
      {label ? (
        <label id={labelId(id)} htmlFor={id} className="text-sm font-semibold text-gray-800">
          {capitalizeFirst(label)}
          {required ? (
            <span className="ml-0.5 text-hot-red" aria-hidden="true">
              *
            </span>
          ) : null}
          {required ? <span className="sr-only"> ({t('required_marker')})</span> : null}
        </label>
      ) : null}
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** A field's help text and its error, under the ids `describedBy` names. */
export function FieldNotes({ id, help, error }: Pick<FormFieldProps, 'id' | 'help' | 'error'>) {
  return (
    <>
      {help ? (
        <p id={helpId(id)} className="text-sm text-gray-500">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
