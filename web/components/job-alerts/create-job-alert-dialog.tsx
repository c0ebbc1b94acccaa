'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { EmailField } from '@/components/forms/email-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { RevealedStatus } from '@/components/ui/revealed-status';
import {
  JOB_ALERTS_PER_USER,
  type JobAlertFrequency,
  jobAlertCreateSchema,
  jobAlertSubscribeSchema,
} from '@/contracts/job-alerts';
import type { JobSearch } from '@/contracts/job-search';
import { useForm } from '@/hooks/use-form';
import { useCreateJobAlert, useSubscribeJobAlert } from '@/hooks/use-job-alerts';
import { useMe } from '@/hooks/use-me';
import { Link } from '@/i18n/navigation';
import { AlertFields } from './alert-fields';
import { AlertSearchSummary } from './alert-search-summary';

export interface CreateJobAlertDialogProps {
  /** The job list's search as it stands: query, filters and order. */
  filters: JobSearch;
  /** The name of the company the search is limited to, when it is. */
  companyName: string | null;
  /** A name to start from (the query, else the city). */
  suggestedName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The dialog that saves the current search with a name and a frequency. A signed-in user's alert
 * starts at once; a visitor gives an address and confirms the e-mailed link.
 */
export function CreateJobAlertDialog({
  filters,
  companyName,
  suggestedName,
  open,
  onClose,
}: CreateJobAlertDialogProps) {
  const t = useTranslations('JobAlerts');
  const modal = useTranslations('Modal');
  return (
    <Modal open={open} onClose={onClose} title={t('dialog_title')} closeLabel={modal('close')} width="lg">
      <CreateJobAlertForm
        filters={filters}
        companyName={companyName}
        suggestedName={suggestedName}
        onCancel={onClose}
      />
    </Modal>
  );
}

function CreateJobAlertForm({
  filters,
  companyName,
  suggestedName,
  onCancel,
}: Pick<CreateJobAlertDialogProps, 'filters' | 'companyName' | 'suggestedName'> & { onCancel: () => void }) {
  const t = useTranslations('JobAlerts');
  const modal = useTranslations('Modal');
  const language = useLocale();
  const { user } = useMe();
  const [failure, setFailure] = useState(t('save_failed'));
  const [created, setCreated] = useState<{ name: string; frequency: JobAlertFrequency } | null>(null);
  const create = useCreateJobAlert();
  const subscribe = useSubscribeJobAlert();
  const form = useForm({
    initial: {
      name: suggestedName,
      frequency: 'daily' as JobAlertFrequency,
      email: '',
      consent: false,
      website: '',
    },
    labels: {
      name: t('name_label'),
      frequency: t('frequency_label'),
      email: t('email_label'),
      consent: t('consent'),
    },
    messages: { consent: t('consent_required') },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { name, frequency, email, consent, website } = form.values;
    const alert = { name, frequency, filters, language };
    const subscription = { ...alert, email, consent, website: website || undefined };
    const checked = user
      ? form.check(jobAlertCreateSchema, alert)
      : form.check(jobAlertSubscribeSchema, subscription);
    if (!checked) return;
    const saved = await form.send(
      () => (user ? create(alert) : subscribe(subscription)),
      (error) => {
        const { code, message } = (error ?? {}) as { code?: string; message?: string };
        // The server words the refusal of the day's last confirmation mail in this page's language.
        const limit = code === 'mail_limit' ? message : undefined;
        const tooMany =
          code === 'too_many_alerts' ? t('too_many_alerts', { max: JOB_ALERTS_PER_USER }) : undefined;
        setFailure(limit ?? tooMany ?? t('save_failed'));
        return undefined;
      },
    );
    if (saved) setCreated({ name: checked.name, frequency });
  };

  if (created) {
    return (
      <div className="flex flex-col gap-4" data-testid="job-alert-created">
        <RevealedStatus className="rounded-sm text-gray-800">
          {user ? t('created', created) : t('subscribed')}
        </RevealedStatus>
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
        <AlertSearchSummary filters={filters} companyName={companyName} />
      </div>
      <AlertFields name={form.field('name')} frequency={form.field('frequency')} />
      {user ? null : (
        <>
          <EmailField
            field={form.field('email')}
            label={t('email_label')}
            placeholder={t('email_placeholder')}
          />
          <ConsentField field={form.field('consent')}>{t('consent')}</ConsentField>
          <HoneypotField field={form.field('website')} label={t('honeypot_label')} />
        </>
      )}
      <FormStatus status={form.status} success="" failure={failure} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="primary-outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <SubmitButton sending={form.sending}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
