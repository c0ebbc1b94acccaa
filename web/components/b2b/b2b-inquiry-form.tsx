'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { ConsentField } from '@/components/forms/consent-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { describedBy, FormField, labelId } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { TextInput } from '@/components/ui/inputs';
import { EMAIL_MAX_LENGTH } from '@/contracts/email-limits';
import { INQUIRY_LIMITS, inquirySchema } from '@/contracts/inquiry';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useSendInquiry } from '@/hooks/use-inquiry';
import { useMe } from '@/hooks/use-me';
import { apiFieldErrors, type FieldErrors, validateForm } from '@/lib/forms/field-errors';

type TextField = 'companyName' | 'fullName' | 'email' | 'phone' | 'jobPosition';

const textFields: readonly {
  name: TextField;
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
type InquiryValues = typeof empty;

const ID = 'inquiry';
const fieldId = (name: string) => `${ID}-${name}`;

/**
 * 'Get a free quote': company, name, contact, position, a rich-text message and the consent.
 * A signed-in visitor finds their name and address filled in.
 */
export function B2BInquiryForm() {
  const t = useTranslations('Inquiry');
  const form = useTranslations('Form');
  const validation = useTranslations('Validation');
  const language = useLocale();
  const { user } = useMe();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmission();
  const sendInquiry = useSendInquiry();
  const labels: Record<string, string> = {
    ...Object.fromEntries(textFields.map((field) => [field.name, t(`field_${field.name}`)])),
    message: t('field_message'),
    consent: t('consent'),
  };
  const consentError = errors.consent ? t('consent_required') : undefined;

  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      fullName: current.fullName || [user.name, user.surname].filter(Boolean).join(' '),
      email: current.email || user.email,
    }));
  }, [user]);

  const edit = <Field extends keyof InquiryValues>(field: Field, value: InquiryValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    submission.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      language,
      jobPosition: values.jobPosition || undefined,
      website: values.website || undefined,
    };
    const checked = validateForm(inquirySchema, body, labels, validation);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const sent = await submission.run(
      () => sendInquiry(body),
      (error) => setErrors(apiFieldErrors(error, labels, validation) ?? {}),
    );
    if (sent) setValues({ ...empty, fullName: values.fullName, email: values.email });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('form_label')}
      className="relative grid grid-cols-1 gap-5 rounded-2xl bg-white p-6 text-gray-900 shadow-lg sm:grid-cols-2 sm:p-8"
    >
      {textFields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          label={labels[field.name]}
          required={field.required}
          error={errors[field.name]}
        >
          <TextInput
            id={fieldId(field.name)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            limit={field.limit}
            value={values[field.name]}
            onChange={(event) => edit(field.name, event.target.value)}
            aria-required={field.required || undefined}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(fieldId(field.name), undefined, errors[field.name])}
            placeholder={field.name === 'phone' ? '+420 777 123 456' : undefined}
          />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <FormField
          id={fieldId('message')}
          label={labels.message}
          required
          help={t('message_help')}
          error={errors.message}
        >
          <RichTextEditor
            id={fieldId('message')}
            value={values.message}
            onChange={(html) => edit('message', html)}
            ariaLabelledBy={labelId(fieldId('message'))}
            ariaDescribedBy={describedBy(fieldId('message'), t('message_help'), errors.message)}
            ariaInvalid={Boolean(errors.message)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <ConsentField
          id={fieldId('consent')}
          checked={values.consent}
          onChange={(checked) => edit('consent', checked)}
          error={consentError}
        >
          {t('consent')}
        </ConsentField>
      </div>
      <HoneypotField
        id={fieldId('website')}
        label={t('honeypot_label')}
        value={values.website}
        onChange={(value) => edit('website', value)}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" variant="black" size="lg" loading={submission.sending}>
          {submission.sending ? form('sending') : t('submit')}
        </Button>
        <FormStatus status={submission.status} success={t('success')} failure={form('failed')} />
      </div>
    </form>
  );
}
