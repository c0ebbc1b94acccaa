'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { RichTextField } from '@/components/forms/rich-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { EMAIL_MAX_LENGTH } from '@/contracts/email-limits';
import { INQUIRY_LIMITS, inquirySchema } from '@/contracts/inquiry';
import { useForm } from '@/hooks/use-form';
import { useSendInquiry } from '@/hooks/use-inquiry';
import { useMe } from '@/hooks/use-me';

type InquiryTextField = 'companyName' | 'fullName' | 'email' | 'phone' | 'jobPosition';

const textFields: readonly {
  name: InquiryTextField;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  limit: number;
  required?: boolean;
}[] = [
  {
    name: 'companyName',
    type: 'text',
    autoComplete: 'organization',
    limit: INQUIRY_LIMITS.companyName,
    required: true,
  },
  { name: 'fullName', type: 'text', autoComplete: 'name', limit: INQUIRY_LIMITS.fullName, required: true },
  { name: 'email', type: 'email', autoComplete: 'email', limit: EMAIL_MAX_LENGTH, required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', limit: INQUIRY_LIMITS.phone, required: true },
  {
    name: 'jobPosition',
    type: 'text',
    autoComplete: 'organization-title',
    limit: INQUIRY_LIMITS.jobPosition,
  },
];

const empty = {
  companyName: '',
  fullName: '',
  email: '',
  phone: '',
  jobPosition: '',
  message: '',
  consent: false,
  website: '',
};

/**
 * 'Get a free quote': company, name, contact, position, a rich-text message and the consent.
 * A signed-in visitor finds their name and address filled in.
 */
export function B2BInquiryForm() {
  const t = useTranslations('Inquiry');
  const tForm = useTranslations('Form');
  const language = useLocale();
  const { user } = useMe();
  const sendInquiry = useSendInquiry();
  const labels: Record<string, string> = {
    ...Object.fromEntries(textFields.map((field) => [field.name, t(`field_${field.name}`)])),
    message: t('field_message'),
    consent: t('consent'),
  };
  const form = useForm({
    initial: empty,
    labels,
    idPrefix: 'inquiry',
    messages: { consent: t('consent_required') },
  });
  const { setValues } = form;

  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      fullName: current.fullName || [user.name, user.surname].filter(Boolean).join(' '),
      email: current.email || user.email,
    }));
  }, [user, setValues]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const body = {
      ...values,
      language,
      jobPosition: values.jobPosition || undefined,
      website: values.website || undefined,
    };
    if (!form.check(inquirySchema, body)) return;
    if (await form.send(() => sendInquiry(body))) {
      setValues({ ...empty, fullName: values.fullName, email: values.email });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('form_label')}
      className="relative grid grid-cols-1 gap-5 rounded-2xl bg-white p-6 text-gray-900 shadow-lg sm:grid-cols-2 sm:p-8"
    >
      {textFields.map((field) => (
        <TextField
          key={field.name}
          field={form.field(field.name)}
          label={labels[field.name]}
          required={field.required}
          type={field.type}
          autoComplete={field.autoComplete}
          limit={field.limit}
          placeholder={field.name === 'phone' ? '+420 777 123 456' : undefined}
        />
      ))}
      <div className="sm:col-span-2">
        <RichTextField
          field={form.field('message')}
          label={labels.message}
          required
          help={t('message_help')}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField field={form.field('consent')}>{t('consent')}</ConsentField>
      </div>
      <HoneypotField field={form.field('website')} label={t('honeypot_label')} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton sending={form.sending} variant="black" size="lg">
          {t('submit')}
        </SubmitButton>
        <FormStatus status={form.status} success={t('success')} failure={tForm('failed')} revealSuccess />
      </div>
    </form>
  );
}
