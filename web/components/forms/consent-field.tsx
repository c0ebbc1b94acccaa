import type { FieldBinding } from '@/hooks/use-form';
import { CheckboxField } from './checkbox-field';

interface ConsentFieldProps {
  field: FieldBinding<boolean>;
  /** The exact consent wording, which the server stores with the submission. */
  children: React.ReactNode;
}

/** The required consent box of the anonymous forms (newsletter sign-up, quote inquiry, job alert). */
export function ConsentField({ field, children }: ConsentFieldProps) {
  return (
    <CheckboxField field={field} required>
      {children}
    </CheckboxField>
  );
}
