import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/inputs';
import type { FieldBinding } from '@/hooks/use-form';
import { fieldControlProps } from './field-control';

type InputAttributes = Omit<
  ComponentProps<'input'>,
  'id' | 'name' | 'value' | 'onChange' | 'required' | 'aria-invalid' | 'aria-describedby'
>;

interface TextFieldProps extends InputAttributes {
  field: FieldBinding<string>;
  label: string;
  required?: boolean;
  help?: React.ReactNode;
  /** The field's maximum length, shown as a live 'used/limit' count without cutting the text off. */
  limit?: number;
  /** Shown inside the field wrapper after the input (a status line, suggestions). */
  children?: React.ReactNode;
}

/** A labelled one-line text field of a form: input, help and error wired for assistive technology. */
export function TextField({ field, label, required, help, children, ...input }: TextFieldProps) {
  return (
    <FormField id={field.id} label={label} required={required} help={help} error={field.error}>
      <TextInput
        {...input}
        {...fieldControlProps(field, help, required)}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
      {children}
    </FormField>
  );
}
