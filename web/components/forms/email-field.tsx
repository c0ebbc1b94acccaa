import { describedBy, FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/inputs';
import { EMAIL_MAX_LENGTH } from '@/contracts/email-limits';

interface EmailFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The required e-mail address of a form a visitor sends without an account. */
export function EmailField({ id, label, placeholder, value, error, onChange }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} required error={error}>
      <TextInput
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      />
    </FormField>
  );
}
