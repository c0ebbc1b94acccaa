'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type JobAlertItem, type JobAlertUpdateInput, jobAlertUpdateSchema } from '@/contracts/job-alerts';
import { useForm } from '@/hooks/use-form';
import { AlertFields } from './alert-fields';

interface EditJobAlertProps {
  alert: JobAlertItem;
  open: boolean;
  onClose: () => void;
  /** Answers whether the change was saved. */
  onSave: (change: JobAlertUpdateInput) => Promise<boolean>;
}

/** The dialog that renames an alert or changes how often it mails. */
export function EditJobAlert({ alert, open, onClose, onSave }: EditJobAlertProps) {
  const t = useTranslations('JobAlerts');
  const modal = useTranslations('Modal');
  const form = useForm({
    initial: { name: alert.name, frequency: alert.frequency },
    labels: { name: t('name_label'), frequency: t('frequency_label') },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const change = form.check(jobAlertUpdateSchema, form.values);
    if (!change) return;
    await form.send(async () => {
      if (!(await onSave(change))) throw new Error('The alert was not saved.');
    });
  };

  return (
    <Modal open={open} onClose={onClose} title={t('edit_title')} closeLabel={modal('close')} width="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <AlertFields name={form.field('name')} frequency={form.field('frequency')} />
        {form.status === 'failure' ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {t('action_failed')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="primary-outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton sending={form.sending}>{t('save')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
