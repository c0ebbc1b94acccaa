'use client';

import { useTranslations } from 'next-intl';
import { describedBy, FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/inputs';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX_LENGTH,
  type JobAlertFrequency,
} from '@/contracts/job-alerts';
import type { FieldErrors } from '@/lib/forms/field-errors';

interface AlertFieldsProps {
  idPrefix: string;
  name: string;
  frequency: JobAlertFrequency;
  errors: FieldErrors;
  onName: (name: string) => void;
  onFrequency: (frequency: JobAlertFrequency) => void;
}

/** An alert's name and how often it mails, shared by the dialog that creates it and the one that edits it. */
export function AlertFields({ idPrefix, name, frequency, errors, onName, onFrequency }: AlertFieldsProps) {
  const t = useTranslations('JobAlerts');
  const nameId = `${idPrefix}-name`;
  return (
    <>
      <FormField id={nameId} label={t('name_label')} required help={t('name_hint')} error={errors.name}>
        <TextInput
          id={nameId}
          name="name"
          value={name}
          limit={JOB_ALERT_NAME_MAX_LENGTH}
          onChange={(event) => onName(event.target.value)}
          aria-required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(nameId, t('name_hint'), errors.name)}
        />
      </FormField>
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
                name={`${idPrefix}-frequency`}
                value={option}
                checked={frequency === option}
                onChange={() => onFrequency(option)}
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
