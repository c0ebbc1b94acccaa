import { EMAIL_MAX_LENGTH } from '@/contracts/email-limits';
import type { FieldBinding } from '@/hooks/use-form';
import { TextField } from './text-field';

interface EmailFieldProps {
  field: FieldBinding<string>;
  label: string;
  placeholder: string;
}

/** The required e-mail address of a form a visitor sends without an account. */
export function EmailField({ field, label, placeholder }: EmailFieldProps) {
  return (
    <TextField
      field={field}
      label={label}
      required
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      placeholder={placeholder}
    />
  );
}
