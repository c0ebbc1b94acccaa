'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/ui/form-status';
import type { Profile } from '@/contracts/profile';
import { PROFILE_LIMITS, type ProfileUpdate, profileUpdateSchema } from '@/contracts/profile';
import { useForm } from '@/hooks/use-form';
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
  const tForm = useTranslations('Form');
  const labels = Object.fromEntries(fields.map((field) => [field.name, t(`field_${field.name}`)]));
  const form = useForm({ initial: () => valuesOf(profile), labels, idPrefix: 'profile' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const update = form.check(profileUpdateSchema, form.values);
    if (!update) return;
    await form.send(async () => form.setValues(valuesOf(await onSave(update))));
  };

  const helpFor = (name: DetailsField) =>
    name === 'email' && profile.signInEmail !== form.values.email
      ? t('email_help', { email: profile.signInEmail })
      : name === 'webUrl'
        ? t('web_url_help')
        : undefined;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      aria-label={t('details_heading')}
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          field={form.field(field.name)}
          label={labels[field.name]}
          required={field.required}
          help={helpFor(field.name)}
          type={field.type}
          autoComplete={field.autoComplete}
          limit={field.limit}
          placeholder={field.name === 'phone' ? '+420 777 123 456' : undefined}
        >
          {field.name === 'email' ? (
            <ContactEmailStatus
              key={profile.email}
              id="profile-email-status"
              profile={profile}
              typedEmail={form.values.email}
              onResend={onResendConfirmation}
            />
          ) : null}
        </TextField>
      ))}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton sending={form.sending}>{t('save')}</SubmitButton>
        <FormStatus status={form.status} success={t('details_saved')} failure={tForm('failed')} />
      </div>
    </form>
  );
}
