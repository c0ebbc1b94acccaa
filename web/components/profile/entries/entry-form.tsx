'use client';

import { useTranslations } from 'next-intl';
import { RichTextField } from '@/components/forms/rich-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { useForm } from '@/hooks/use-form';
import type { EntryKind, ProfileEntryInput } from '@/hooks/use-profile-entries';
import { firstDayOf, monthOf } from '@/lib/dates/month';
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
  const config = entryKinds[kind];
  const messageKind: EntryKind = kind;
  const labels: Record<string, string> = {
    ...Object.fromEntries(config.textFields.map((field) => [field.name, t(field.label)])),
    from: t('field_from'),
    to: t('field_to'),
    description: t('field_description'),
  };
  const form = useForm({ initial: () => valuesOf(kind, entry), labels });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const input = form.check(config.schema, {
      ...values,
      from: firstDayOf(values.from),
      to: firstDayOf(values.to),
    });
    if (!input) return;
    await form.send(() => onSave(input as ProfileEntryInput<Kind>));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(entry ? `${messageKind}_edit` : `${messageKind}_add`)}
      className="grid grid-cols-1 gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      {config.textFields.map((field) => {
        const suggestionsId = `${form.fieldId(field.name)}-suggestions`;
        return (
          <TextField
            key={field.name}
            field={form.field(field.name)}
            label={labels[field.name]}
            required={field.required}
            limit={field.limit}
            list={field.suggestions ? suggestionsId : undefined}
          >
            {field.suggestions ? (
              <datalist id={suggestionsId}>
                {field.suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            ) : null}
          </TextField>
        );
      })}
      <TextField
        field={form.field('from')}
        label={labels.from}
        required
        type="month"
        placeholder={t('month_placeholder')}
      />
      <TextField
        field={form.field('to')}
        label={labels.to}
        help={t('to_help')}
        type="month"
        placeholder={t('month_placeholder')}
      />
      <div className="sm:col-span-2">
        <RichTextField field={form.field('description')} label={labels.description} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton sending={form.sending}>{t('save')}</SubmitButton>
        <Button variant="black-outline" onClick={onCancel} disabled={form.sending}>
          {t('cancel')}
        </Button>
        <FormStatus
          status={form.status}
          success={t(`${messageKind}_saved`)}
          failure={t(`${messageKind}_failed`)}
        />
      </div>
    </form>
  );
}
