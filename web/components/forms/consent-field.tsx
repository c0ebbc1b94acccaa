import { FormField } from '@/components/ui/form-field';
import { Checkbox } from '@/components/ui/inputs';
import type { FieldBinding } from '@/lib/forms/use-form';
import { fieldControlProps } from './field-control';

interface ConsentFieldProps {
  field: FieldBinding<boolean>;
  /** The exact consent wording, which the server stores with the submission. */
  children: React.ReactNode;
}

/** The required consent box of the anonymous forms (newsletter sign-up, quote inquiry, job alert). */
export function ConsentField({ field, children }: ConsentFieldProps) {
  return (
    <FormField id={field.id} error={field.error}>
      <Checkbox
        {...fieldControlProps(field, undefined, true)}
        checked={field.value}
        onChange={(event) => field.onChange(event.target.checked)}
      >
        {children}
      </Checkbox>
    </FormField>
  );
}
