'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, labelId } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { TextInput } from '@/components/ui/inputs';
import { useFormSubmission } from '@/hooks/use-form-submission';
import type { EntryKind, ProfileEntryInput } from '@/hooks/use-profile-entries';
import { firstDayOf, monthOf } from '@/lib/dates/month';
import { apiFieldErrors, type FieldErrors, validateForm } from '@/lib/forms/field-errors';
import { entryKinds } from './entry-kinds';

type EntryValues = Record<string, string>;

/** The form's values for a stored entry, or empty ones for a new entry. */
function valuesOf(kind: EntryKind, entry?: Record<string, unknown>): EntryValues {
  const text = (name: string) => (typeof entry?.[name] === 'string' ? (entry[name] as string) : '');
  return {
    ...Object.fromEntries(entryKinds[kind].textFields.map((field) => [field.name, text(field.name)])),
    from: monthOf(text('from') || null),
    to: monthOf(text('to') || null),
    description: text('description'),
  };
}

interface EntryFormProps<Kind extends EntryKind> {
  kind: Kind;
  entry?: Record<string, unknown>;
  onSave: (input: ProfileEntryInput<Kind>) => Promise<void>;
  onCancel: () => void;
}

/** Adds or edits one education or experience entry; 'from' and 'to' are months, 'to' may stay empty. */
export function EntryForm<Kind extends EntryKind>({ kind, entry, onSave, onCancel }: EntryFormProps<Kind>) {
  const t = useTranslations('Profile');
  const form = useTranslations('Form');
  const validation = useTranslations('Validation');
  const config = entryKinds[kind];
  const messageKind: EntryKind = kind;
  const formId = useId();
  const [values, setValues] = useState(() => valuesOf(kind, entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmission();
  const labels: Record<string, string> = {
    ...Object.fromEntries(config.textFields.map((field) => [field.name, t(field.label)])),
    from: t('field_from'),
    to: t('field_to'),
    description: t('field_description'),
  };

  const edit = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    if (submission.status !== 'sending') submission.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...values, from: firstDayOf(values.from), to: firstDayOf(values.to) };
    const checked = validateForm(config.schema, input, labels, validation);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    await submission.run(
      () => onSave(checked.data as ProfileEntryInput<Kind>),
      (error) => setErrors(apiFieldErrors(error, labels, validation) ?? {}),
    );
  };

  const fieldId = (name: string) => `${formId}-${name}`;
  const inputProps = (name: string, help?: string) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), help, errors[name]),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(entry ? `${messageKind}_edit` : `${messageKind}_add`)}
      className="grid grid-cols-1 gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      {config.textFields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={labels[field.name]}
          required={field.required}
          error={errors[field.name]}
        >
          <TextInput
            {...inputProps(field.name)}
            limit={field.limit}
            aria-required={field.required || undefined}
            list={field.suggestions ? `${fieldId(field.name)}-suggestions` : undefined}
          />
          {field.suggestions ? (
            <datalist id={`${fieldId(field.name)}-suggestions`}>
              {field.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </FormField>
      ))}
      <FormField id={fieldId('from')} label={labels.from} required error={errors.from}>
        <TextInput {...inputProps('from')} type="month" placeholder={t('month_placeholder')} aria-required />
      </FormField>
      <FormField id={fieldId('to')} label={labels.to} help={t('to_help')} error={errors.to}>
        <TextInput {...inputProps('to', t('to_help'))} type="month" placeholder={t('month_placeholder')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={fieldId('description')} label={labels.description} error={errors.description}>
          <RichTextEditor
            id={fieldId('description')}
            value={values.description}
            onChange={(html) => edit('description', html)}
            ariaLabelledBy={labelId(fieldId('description'))}
            ariaDescribedBy={describedBy(fieldId('description'), undefined, errors.description)}
            ariaInvalid={Boolean(errors.description)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="secondary" loading={submission.sending}>
          {submission.sending ? form('sending') : t('save')}
        </Button>
        <Button variant="black-outline" onClick={onCancel} disabled={submission.sending}>
          {t('cancel')}
        </Button>
        <FormStatus
          status={submission.status}
          success={t(`${messageKind}_saved`)}
          failure={t(`${messageKind}_failed`)}
        />
      </div>
    </form>
  );
}
