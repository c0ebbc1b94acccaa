import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { describedBy, FormField, labelId } from '@/components/ui/form-field';
import type { FieldBinding } from '@/hooks/use-form';

interface RichTextFieldProps {
  field: FieldBinding<string>;
  label: string;
  required?: boolean;
  help?: React.ReactNode;
}

/** A labelled rich-text field (its value is the editor's HTML), wired like the other fields. */
export function RichTextField({ field, label, required, help }: RichTextFieldProps) {
  return (
    <FormField id={field.id} label={label} required={required} help={help} error={field.error}>
      <RichTextEditor
        id={field.id}
        value={field.value}
        onChange={field.onChange}
        ariaLabelledBy={labelId(field.id)}
        ariaDescribedBy={describedBy(field.id, help, field.error)}
        ariaInvalid={Boolean(field.error)}
      />
    </FormField>
  );
}
