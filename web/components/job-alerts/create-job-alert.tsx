'use client';

import { BellPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { EmailField } from '@/components/forms/email-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { JOB_ALERTS_PER_USER, type JobAlertFilters, type JobAlertFrequency } from '@/contracts/job-alerts';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useCreateJobAlert, useSubscribeJobAlert } from '@/hooks/use-job-alerts';
import { useMe } from '@/hooks/use-me';
import { Link } from '@/i18n/navigation';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { AlertFields } from './alert-fields';
import { AlertSearchSummary } from './alert-search-summary';

// Validation (zod) loads when someone opens the dialog.
const loadValidation = async () => {
  const [{ validateForm, apiFieldErrors }, { jobAlertCreateSchema, jobAlertSubscribeSchema }] =
    await Promise.all([import('@/lib/forms/field-errors'), import('@/contracts/job-alerts')]);
  return { validateForm, apiFieldErrors, jobAlertCreateSchema, jobAlertSubscribeSchema };
};

interface CreateJobAlertProps {
  /** The job list's search as it stands: query, filters and order. */
  filters: JobAlertFilters;
  /** A name to start from (the query, else the city). */
  suggestedName: string;
}

/**
 * 'Create alert' on the job list: saves the current search with a name and a frequency. A
 * signed-in user's alert starts at once; a visitor gives an address and confirms the e-mailed link.
 */
export function CreateJobAlert({ filters, suggestedName }: CreateJobAlertProps) {
  const t = useTranslations('JobAlerts');
  const modal = useTranslations('Modal');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary-outline"
        size="sm"
        onClick={() => {
          setOpen(true);
          void loadValidation();
        }}
        data-testid="create-job-alert"
      >
        <BellPlus aria-hidden="true" className="h-4 w-4" />
        {t('create_button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('dialog_title')}
        closeLabel={modal('close')}
        width="lg"
      >
        <CreateJobAlertForm filters={filters} suggestedName={suggestedName} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function CreateJobAlertForm({
  filters,
  suggestedName,
  onCancel,
}: CreateJobAlertProps & { onCancel: () => void }) {
  const t = useTranslations('JobAlerts');
  const form = useTranslations('Form');
  const modal = useTranslations('Modal');
  const validation = useTranslations('Validation');
  const language = useLocale();
  const { user } = useMe();
  const formId = useId();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState(t('save_failed'));
  const [created, setCreated] = useState<{ name: string; frequency: JobAlertFrequency } | null>(null);
  const submission = useFormSubmission();
  const create = useCreateJobAlert();
  const subscribe = useSubscribeJobAlert();
  const labels = {
    name: t('name_label'),
    frequency: t('frequency_label'),
    email: t('email_label'),
    consent: t('consent'),
  };
  const clear = (field: string) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    submission.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { validateForm, apiFieldErrors, jobAlertCreateSchema, jobAlertSubscribeSchema } =
      await loadValidation();
    const alert = { name, frequency, filters, language };
    const body = user ? alert : { ...alert, email, consent, website: website || undefined };
    const checked = validateForm(
      user ? jobAlertCreateSchema : jobAlertSubscribeSchema,
      body,
      labels,
      validation,
    );
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const saved = await submission.run(
      () => (user ? create(alert) : subscribe({ ...alert, email, consent, website: website || undefined })),
      (error) => {
        const code = (error as { code?: string } | null)?.code;
        setFailure(
          code === 'too_many_alerts' ? t('too_many_alerts', { max: JOB_ALERTS_PER_USER }) : t('save_failed'),
        );
        setErrors(apiFieldErrors(error, labels, validation) ?? {});
      },
    );
    if (saved) setCreated({ name: checked.data.name, frequency });
  };

  if (created) {
    return (
      <div className="flex flex-col gap-4" data-testid="job-alert-created">
        <p aria-live="polite" className="text-gray-800">
          {user ? t('created', created) : t('subscribed')}
        </p>
        <div className="flex flex-wrap gap-3">
          {user ? (
            <Link
              href="/profile/job-alerts"
              className="font-semibold text-dark-blue underline underline-offset-4"
            >
              {t('manage_link')}
            </Link>
          ) : null}
          <Button variant="primary-outline" size="sm" onClick={onCancel} className="ml-auto">
            {modal('close')}
          </Button>
        </div>
      </div>
    );
  }

  const fieldId = (field: string) => `${formId}-${field}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="relative flex flex-col gap-5"
      aria-label={t('dialog_title')}
    >
      <p className="text-gray-700">{t('dialog_text')}</p>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-gray-900">{t('dialog_search')}</p>
        <AlertSearchSummary filters={filters} />
      </div>
      <AlertFields
        idPrefix={formId}
        name={name}
        frequency={frequency}
        errors={errors}
        onName={(value) => {
          setName(value);
          clear('name');
        }}
        onFrequency={(value) => {
          setFrequency(value);
          clear('frequency');
        }}
      />
      {user ? null : (
        <>
          <EmailField
            id={fieldId('email')}
            label={labels.email}
            placeholder={t('email_placeholder')}
            value={email}
            error={errors.email}
            onChange={(value) => {
              setEmail(value);
              clear('email');
            }}
          />
          <ConsentField
            id={fieldId('consent')}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              clear('consent');
            }}
            error={errors.consent ? t('consent_required') : undefined}
          >
            {labels.consent}
          </ConsentField>
          <HoneypotField
            id={fieldId('website')}
            label={t('honeypot_label')}
            value={website}
            onChange={setWebsite}
          />
        </>
      )}
      <FormStatus status={submission.status} success="" failure={failure} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="primary-outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="secondary" loading={submission.sending}>
          {submission.sending ? form('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
