import { describedBy } from '@/components/ui/form-field';
import type { FieldBinding } from '@/hooks/use-form';

/** The attributes that tie a field's control to its label, help and error for assistive technology. */
export const fieldControlProps = (
  field: Pick<FieldBinding<unknown>, 'id' | 'name' | 'error'>,
  help: React.ReactNode,
  required?: boolean,
) => ({
  id: field.id,
  name: field.name,
  'aria-required': required || undefined,
  'aria-invalid': field.error ? true : undefined,
  'aria-describedby': describedBy(field.id, help, field.error),
});
