'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX_LENGTH,
  type JobAlertFrequency,
} from '@/contracts/job-alerts';
import type { FieldBinding } from '@/hooks/use-form';

interface AlertFieldsProps {
  name: FieldBinding<string>;
  frequency: FieldBinding<JobAlertFrequency>;
}

/** An alert's name and how often it mails, shared by the dialog that creates it and the one that edits it. */
export function AlertFields({ name, frequency }: AlertFieldsProps) {
  const t = useTranslations('JobAlerts');
  return (
    <>
      <TextField
        field={name}
        label={t('name_label')}
        required
        help={t('name_hint')}
        limit={JOB_ALERT_NAME_MAX_LENGTH}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t('frequency_label')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {JOB_ALERT_FREQUENCIES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 py-2.5 text-sm has-checked:border-dark-blue has-checked:bg-primary-light has-focus-visible:outline-3 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name={frequency.id}
                value={option}
                checked={frequency.value === option}
                onChange={() => frequency.onChange(option)}
                className="accent-dark-blue"
              />
              {t(`frequency_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
