import { FormField } from '@/components/ui/form-field';
import { Checkbox } from '@/components/ui/inputs';
import type { FieldBinding } from '@/hooks/use-form';
import { fieldControlProps } from './field-control';

interface CheckboxFieldProps {
  field: FieldBinding<boolean>;
  /** The box's wording. */
  children: React.ReactNode;
  help?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** One yes-or-no box with its help and error. */
export function CheckboxField({ field, children, help, required, disabled }: CheckboxFieldProps) {
  return (
    <FormField id={field.id} help={help} error={field.error}>
      <Checkbox
        {...fieldControlProps(field, help, required)}
        checked={field.value}
        disabled={disabled}
        onChange={(event) => field.onChange(event.target.checked)}
      >
        {children}
      </Checkbox>
    </FormField>
  );
}
