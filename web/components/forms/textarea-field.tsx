import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/inputs';
import type { FieldBinding } from '@/hooks/use-form';
import { fieldControlProps } from './field-control';

type TextareaAttributes = Omit<
  ComponentProps<'textarea'>,
  'id' | 'name' | 'value' | 'onChange' | 'required' | 'aria-invalid' | 'aria-describedby'
>;

interface TextareaFieldProps extends TextareaAttributes {
  field: FieldBinding<string>;
  label: string;
  required?: boolean;
  help?: React.ReactNode;
  /** The field's maximum length, shown as a live 'used/limit' count without cutting the text off. */
  limit?: number;
}

/** A labelled multi-line text field of a form: textarea, help and error wired for assistive technology. */
export function TextareaField({ field, label, required, help, ...textarea }: TextareaFieldProps) {
  return (
    <FormField id={field.id} label={label} required={required} help={help} error={field.error}>
      <Textarea
        {...textarea}
        {...fieldControlProps(field, help, required)}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}
