'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type JobAlertItem, type JobAlertUpdateInput, jobAlertUpdateSchema } from '@/contracts/job-alerts';
import { type FieldErrors, validateForm } from '@/lib/forms/field-errors';
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
  const validation = useTranslations('Validation');
  const formId = useId();
  const [name, setName] = useState(alert.name);
  const [frequency, setFrequency] = useState(alert.frequency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const labels = { name: t('name_label'), frequency: t('frequency_label') };
    const checked = validateForm(jobAlertUpdateSchema, { name, frequency }, labels, validation);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setSaving(true);
    setFailed(!(await onSave(checked.data)));
    setSaving(false);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('edit_title')} closeLabel={modal('close')} width="lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <AlertFields
          idPrefix={formId}
          name={name}
          frequency={frequency}
          errors={errors}
          onName={(value) => {
            setName(value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          onFrequency={setFrequency}
        />
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {t('action_failed')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="primary-outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="secondary" loading={saving}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
