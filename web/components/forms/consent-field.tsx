import { describedBy, FormField } from '@/components/ui/form-field';
import { Checkbox } from '@/components/ui/inputs';

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The exact consent wording, which the server stores with the submission. */
  children: React.ReactNode;
}

/** The required consent box of the anonymous forms (newsletter sign-up, quote inquiry). */
export function ConsentField({ id, checked, onChange, error, children }: ConsentFieldProps) {
  return (
    <FormField id={id} error={error}>
      <Checkbox
        id={id}
        name="consent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      >
        {children}
      </Checkbox>
    </FormField>
  );
}
