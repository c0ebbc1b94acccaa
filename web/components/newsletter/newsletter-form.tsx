'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { EmailField } from '@/components/forms/email-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import type { NewsletterAudience } from '@/contracts/newsletter';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useNewsletterSignUp } from '@/hooks/use-newsletter';
import type { FieldErrors } from '@/lib/forms/field-errors';

// The form sits in every page's footer; its validation (zod) loads when someone starts using it.
const loadValidation = async () => {
  const [{ validateForm, apiFieldErrors }, { newsletterSubscribeSchema }] = await Promise.all([
    import('@/lib/forms/field-errors'),
    import('@/contracts/newsletter'),
  ]);
  return { validateForm, apiFieldErrors, schema: newsletterSubscribeSchema };
};

const empty = { email: '', consent: false, website: '' };

/**
 * The newsletter sign-up: an address and the consent. Whatever the address, success says to
 * look for the confirmation e-mail; the subscription starts only once its link is opened.
 */
export function NewsletterForm({ audience }: { audience: NewsletterAudience }) {
  const t = useTranslations('NewsletterForm');
  const form = useTranslations('Form');
  const validation = useTranslations('Validation');
  const language = useLocale();
  const formId = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmission();
  const signUp = useNewsletterSignUp();
  const labels = { email: t('email_label'), consent: t(`consent_${audience}`) };
  const fieldId = (name: string) => `${formId}-${name}`;
  const consentError = errors.consent ? t('consent_required') : undefined;

  const edit = (field: keyof typeof empty, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    submission.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { ...values, audience, language, website: values.website || undefined };
    const { validateForm, apiFieldErrors, schema } = await loadValidation();
    const checked = validateForm(schema, body, labels, validation);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const sent = await submission.run(
      () => signUp(body),
      (error) => setErrors(apiFieldErrors(error, labels, validation) ?? {}),
    );
    if (sent) setValues(empty);
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadValidation()}
      noValidate
      aria-label={t('form_label')}
      className="relative flex flex-col gap-3 text-left"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grow">
          <EmailField
            id={fieldId('email')}
            label={labels.email}
            placeholder={t('email_placeholder')}
            value={values.email}
            error={errors.email}
            onChange={(value) => edit('email', value)}
          />
        </div>
        <Button type="submit" variant="secondary" loading={submission.sending} className="sm:mt-7">
          {submission.sending ? form('sending') : t('submit')}
        </Button>
      </div>
      <ConsentField
        id={fieldId('consent')}
        checked={values.consent}
        onChange={(checked) => edit('consent', checked)}
        error={consentError}
      >
        {labels.consent}
      </ConsentField>
      <HoneypotField
        id={fieldId('website')}
        label={t('honeypot_label')}
        value={values.website}
        onChange={(value) => edit('website', value)}
      />
      <FormStatus status={submission.status} success={t('success')} failure={form('failed')} />
    </form>
  );
}
