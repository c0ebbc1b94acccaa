'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { RadioField } from '@/components/forms/radio-field';
import { DefaultBadge, SavedCvDetails } from '@/components/saved-cvs/saved-cv-details';
import { FormField } from '@/components/ui/form-field';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { SAVED_CV_LIMIT, type SavedCv } from '@/contracts/saved-cvs';
import type { FieldBinding } from '@/hooks/use-form';
import { CvPicker } from './cv-picker';

/** The choice that sends a new file instead of a saved CV. */
export const UPLOAD_CHOICE = 'upload';

interface ApplicationCvFieldProps {
  savedCvs: readonly SavedCv[];
  /** A saved CV's id or UPLOAD_CHOICE; without saved CVs only the upload is shown. */
  choice: FieldBinding<string>;
  cv: FieldBinding<File | null>;
  saveToProfile: FieldBinding<boolean>;
  sending: boolean;
}

/**
 * The application's CV: one of the saved CVs (the default chosen first) or a new file, which can
 * be saved to the profile too, unless the profile already keeps as many as it holds.
 */
export function ApplicationCvField({
  savedCvs,
  choice,
  cv,
  saveToProfile,
  sending,
}: ApplicationCvFieldProps) {
  const t = useTranslations('Application');
  const full = savedCvs.length >= SAVED_CV_LIMIT;
  const uploading = choice.value === UPLOAD_CHOICE;
  const cvHint = t('cv_hint', { maxMegabytes: APPLICATION_LIMITS.cvBytes / 1024 / 1024 });
  const options = [
    ...savedCvs.map((saved) => ({
      value: saved.id,
      label: (
        <>
          {saved.fileName}
          {saved.isDefault ? (
            <>
              {' '}
              <DefaultBadge />
            </>
          ) : null}
        </>
      ),
      detail: <SavedCvDetails cv={saved} />,
    })),
    { value: UPLOAD_CHOICE, label: t('cv_upload_another') },
  ];
  return (
    <div className="flex flex-col gap-4">
      {savedCvs.length > 0 ? (
        <RadioField field={choice} label={t('cv_label')} options={options} disabled={sending} />
      ) : null}
      {uploading ? (
        <>
          <FormField
            id={cv.id}
            label={savedCvs.length > 0 ? t('cv_new_label') : t('cv_label')}
            required
            help={cvHint}
            error={cv.error}
          >
            <CvPicker
              id={cv.id}
              hasHelp
              file={cv.value}
              error={cv.error}
              disabled={sending}
              onChange={cv.onChange}
            />
          </FormField>
          <CheckboxField
            field={saveToProfile}
            disabled={full || sending}
            help={full ? t('save_to_profile_full', { limit: SAVED_CV_LIMIT }) : undefined}
          >
            {t('save_to_profile')}
          </CheckboxField>
        </>
      ) : null}
    </div>
  );
}
