'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  applicationErrorMessage,
  cvErrorMessage,
  precheckCv,
} from '@/components/applications/application-errors';
import { CvPicker } from '@/components/applications/cv-picker';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { savedCvUploadFieldsSchema } from '@/contracts/saved-cvs';
import { useForm } from '@/hooks/use-form';
import type { useSavedCvs } from '@/hooks/use-saved-cvs';

/** Adds a CV to the profile: the same file control, limits and messages as the application form. */
export function SavedCvUpload({ upload }: { upload: ReturnType<typeof useSavedCvs>['upload'] }) {
  const t = useTranslations('SavedCvs');
  const tApplication = useTranslations('Application');
  const tForm = useTranslations('Form');
  const form = useForm({ initial: { cv: null as File | null }, labels: {}, idPrefix: 'saved-cv' });
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { cv } = form.values;
    const problem = precheckCv(cv, tApplication);
    if (!form.check(savedCvUploadFieldsSchema, {}, problem ? { cv: problem } : {}) || !cv) return;
    const body = new FormData();
    body.append('cv', cv, cv.name);
    setProgress(0);
    const sent = await form.send(
      () => upload(body, setProgress),
      (error) => {
        setFormError(applicationErrorMessage(error, tApplication));
        return error instanceof ApiError && error.field === 'cv'
          ? { cv: cvErrorMessage(error.code, tApplication) }
          : undefined;
      },
    );
    setProgress(null);
    if (sent) form.setValues({ cv: null });
  }

  const cv = form.field('cv');
  const hint = tApplication('cv_hint', { maxMegabytes: APPLICATION_LIMITS.cvBytes / 1024 / 1024 });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl bg-gray-50 p-5">
      <FormField id={cv.id} label={t('upload_label')} help={hint} error={cv.error}>
        <CvPicker
          id={cv.id}
          hasHelp
          file={cv.value}
          error={cv.error}
          disabled={form.sending}
          onChange={cv.onChange}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={form.sending} size="sm">
          {t('upload_submit')}
        </SubmitButton>
        {progress !== null && form.sending ? (
          <UploadProgress
            share={progress}
            label={tApplication('upload_progress')}
            text={tApplication('upload_percent', { percent: Math.round(progress * 100) })}
          />
        ) : null}
      </div>
      <FormAlert message={formError} />
      <FormStatus status={form.status} success={t('uploaded')} failure={tForm('failed')} />
    </form>
  );
}
