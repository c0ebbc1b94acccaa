'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { TextInput } from '@/components/ui/inputs';
import type { Profile } from '@/contracts/profile';
import { PROFILE_LIMITS, type ProfileUpdate, profileUpdateSchema } from '@/contracts/profile';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { apiFieldErrors, type FieldErrors, validateForm } from '@/lib/forms/field-errors';
import { ContactEmailStatus } from './contact-email-status';

type DetailsField = 'name' | 'surname' | 'email' | 'birthDate' | 'phone' | 'city' | 'webUrl';
type DetailsValues = Record<DetailsField, string>;

const fields: readonly {
  name: DetailsField;
  type: 'text' | 'email' | 'date' | 'tel' | 'url';
  autoComplete: string;
  required?: boolean;
  limit?: number;
}[] = [
  { name: 'name', type: 'text', autoComplete: 'given-name', required: true, limit: PROFILE_LIMITS.name },
  {
    name: 'surname',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    limit: PROFILE_LIMITS.surname,
  },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, limit: PROFILE_LIMITS.email },
  { name: 'birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', limit: PROFILE_LIMITS.phone },
  { name: 'city', type: 'text', autoComplete: 'address-level2', limit: PROFILE_LIMITS.city },
  { name: 'webUrl', type: 'url', autoComplete: 'url', limit: PROFILE_LIMITS.webUrl },
];

const valuesOf = (profile: Profile): DetailsValues => ({
  name: profile.name,
  surname: profile.surname,
  email: profile.email,
  birthDate: profile.birthDate ?? '',
  phone: profile.phone ?? '',
  city: profile.city ?? '',
  webUrl: profile.webUrl ?? '',
});

interface PersonalDetailsFormProps {
  profile: Profile;
  onSave: (update: ProfileUpdate) => Promise<Profile>;
  onResendConfirmation: () => Promise<void>;
}

/** Name, surname, email, birth date and contact info, edited in one form. */
export function PersonalDetailsForm({ profile, onSave, onResendConfirmation }: PersonalDetailsFormProps) {
  const t = useTranslations('Profile');
  const form = useTranslations('Form');
  const validation = useTranslations('Validation');
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmission();
  const labels = Object.fromEntries(fields.map((field) => [field.name, t(`field_${field.name}`)]));

  const edit = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    submission.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateForm(profileUpdateSchema, values, labels, validation);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    await submission.run(
      async () => setValues(valuesOf(await onSave(checked.data))),
      (error) => setErrors(apiFieldErrors(error, labels, validation) ?? {}),
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      aria-label={t('details_heading')}
    >
      {fields.map((field) => {
        const id = `profile-${field.name}`;
        const help =
          field.name === 'email' && profile.signInEmail !== values.email
            ? t('email_help', { email: profile.signInEmail })
            : field.name === 'webUrl'
              ? t('web_url_help')
              : undefined;
        return (
          <FormField
            key={field.name}
            id={id}
            label={labels[field.name]}
            required={field.required}
            help={help}
            error={errors[field.name]}
          >
            <TextInput
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              limit={field.limit}
              value={values[field.name]}
              onChange={(event) => edit(field.name, event.target.value)}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(id, help, errors[field.name])}
              aria-required={field.required || undefined}
              placeholder={field.name === 'phone' ? '+420 777 123 456' : undefined}
            />
            {field.name === 'email' ? (
              <ContactEmailStatus
                key={profile.email}
                id="profile-email-status"
                profile={profile}
                typedEmail={values.email}
                onResend={onResendConfirmation}
              />
            ) : null}
          </FormField>
        );
      })}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" variant="secondary" loading={submission.sending}>
          {submission.sending ? form('sending') : t('save')}
        </Button>
        <FormStatus status={submission.status} success={t('details_saved')} failure={form('failed')} />
      </div>
    </form>
  );
}
