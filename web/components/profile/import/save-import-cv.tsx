'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { applicationErrorMessage } from '@/components/applications/application-errors';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useSavedCvs } from '@/hooks/use-saved-cvs';

/**
 * Offers the PDF the import read as a saved CV for applications: one click uploads the same file
 * to the saved CVs; without it nothing is kept.
 */
export function SaveImportCv({ file }: { file: File }) {
  const t = useTranslations('ProfileImport');
  const tApplication = useTranslations('Application');
  const { upload } = useSavedCvs();
  const submission = useFormSubmission();
  const [failure, setFailure] = useState<string | null>(null);

  const save = () => {
    const body = new FormData();
    body.append('cv', file, file.name);
    setFailure(null);
    return submission.run(
      () => upload(body, () => undefined),
      (error) => setFailure(applicationErrorMessage(error, tApplication)),
    );
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-gray-700">{t('save_cv_intro')}</p>
      <div className="flex flex-wrap items-center gap-4">
        {submission.status === 'success' ? null : (
          <Button variant="black-outline" size="sm" loading={submission.sending} onClick={save}>
            {t('save_cv', { file: file.name })}
          </Button>
        )}
        <FormStatus
          status={submission.status}
          success={t('cv_saved', { file: file.name })}
          failure={failure ?? t('save_cv_failed')}
        />
      </div>
    </div>
  );
}
