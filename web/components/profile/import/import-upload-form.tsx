'use client';

import { FileSearch } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CvPicker } from '@/components/applications/cv-picker';
import { SubmitButton } from '@/components/forms/submit-button';
import { Icon } from '@/components/icons/icon';
import { FormField } from '@/components/ui/form-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import {
  PROFILE_IMPORT_ACCEPT,
  type ProfileImportProposals,
  profileImportFieldsSchema,
} from '@/contracts/profile-import';
import { useForm } from '@/hooks/use-form';
import { useProfileImport } from '@/hooks/use-profile-import';
import { importErrorMessage, precheckImport } from './import-errors';

/** Chooses the PDF and sends it to be read, with the upload's progress and the refusal's reason. */
export function ImportUploadForm({
  onRead,
}: {
  onRead: (proposals: ProfileImportProposals, file: File) => void;
}) {
  const t = useTranslations('ProfileImport');
  const { read } = useProfileImport();
  const form = useForm({ initial: { cv: null as File | null }, labels: {}, idPrefix: 'profile-import' });
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { cv } = form.values;
    const problem = precheckImport(cv, t);
    if (!form.check(profileImportFieldsSchema, {}, problem ? { cv: problem } : {}) || !cv) return;
    setProgress(0);
    let proposals: ProfileImportProposals | null = null;
    await form.send(
      async () => {
        proposals = await read(cv, setProgress);
      },
      (error) => ({ cv: importErrorMessage(error, t) }),
    );
    setProgress(null);
    if (proposals) {
      form.setValues({ cv: null });
      form.resetStatus();
      onRead(proposals, cv);
    }
  }

  const cv = form.field('cv');
  const hint = t('file_hint', { maxMegabytes: APPLICATION_LIMITS.cvBytes / 1024 / 1024 });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('heading')}>
      <FormField id={cv.id} label={t('file_label')} help={hint} error={cv.error}>
        <CvPicker
          id={cv.id}
          hasHelp
          file={cv.value}
          error={cv.error}
          disabled={form.sending}
          accept={PROFILE_IMPORT_ACCEPT}
          onChange={cv.onChange}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={form.sending} size="sm">
          <Icon node={FileSearch} className="h-4 w-4" /> {t('submit')}
        </SubmitButton>
        {progress !== null && form.sending ? (
          <UploadProgress
            share={progress}
            label={t('progress_label')}
            text={
              progress < 1 ? t('progress_percent', { percent: Math.round(progress * 100) }) : t('reading')
            }
          />
        ) : null}
      </div>
    </form>
  );
}
