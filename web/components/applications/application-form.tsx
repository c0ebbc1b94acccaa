'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import {
  ANSWER_FIELDS,
  type AnswerField,
  APPLICATION_LIMITS,
  answerLimit,
  applicationFieldsSchema,
  REQUIRED_ANSWERS,
} from '@/contracts/applications';
import { useSubmitApplication } from '@/hooks/use-applications';
import { useMe } from '@/hooks/use-me';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { useForm } from '@/lib/forms/use-form';
import { applicationErrorMessage, cvErrorMessage, precheckCv } from './application-errors';
import { CvPicker } from './cv-picker';

/** The first answer takes the form-field id the spec gives a cover letter: it stands in for one. */
const FIELD_IDS = {
  cv: 'cv',
  ...Object.fromEntries(
    ANSWER_FIELDS.map((field) => [
      field,
      field === 'what_brings_you_here' ? 'coverLetter' : `answer-${field}`,
    ]),
  ),
};
const EMPTY_VALUES = {
  cv: null as File | null,
  ...(Object.fromEntries(ANSWER_FIELDS.map((field) => [field, ''])) as Record<AnswerField, string>),
};

interface ApplicationFormProps {
  jobOfferId: string;
  jobTitle: string;
  /** Each change (an 'Apply' pressed) gives the first field focus. */
  focusRequest: number;
  onSent: () => void;
}

/**
 * The application form of the job detail: a CV and four answers. Only a signed-in user sends it;
 * anyone else is asked to sign in in the modal, and everything filled in (the file too) stays,
 * because the form stays mounted. On failure the input is kept.
 */
export function ApplicationForm({ jobOfferId, jobTitle, focusRequest, onSent }: ApplicationFormProps) {
  const t = useTranslations('Application');
  const tForm = useTranslations('Form');
  const tValidation = useTranslations('Validation');
  const locale = useLocale() as 'cs' | 'en';
  const { user } = useMe();
  const signInModal = useSignInModal();
  const submitApplication = useSubmitApplication();
  const labels = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, t(`${field}_label`)]));
  const form = useForm({ initial: EMPTY_VALUES, labels, ids: FIELD_IDS });
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  useEffect(() => {
    if (focusRequest > 0) document.getElementById('cv')?.focus({ preventScroll: true });
  }, [focusRequest]);

  /** The refusal of one field, in the words the form uses for that field. */
  const refusedField = (error: unknown): FieldErrors | undefined => {
    if (!(error instanceof ApiError) || !error.field) return undefined;
    if (error.field === 'cv') return { cv: cvErrorMessage(error.code, t) };
    if (!(error.field in labels)) return undefined;
    const limit = answerLimit(error.field as AnswerField);
    return {
      [error.field]:
        error.code === 'too_long' ? tValidation('max_length', { maxLength: limit }) : tValidation('required'),
    };
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { cv, ...answers } = form.values;
    const cvProblem = precheckCv(cv, t);
    const checked = form.check(
      applicationFieldsSchema,
      { jobOfferID: jobOfferId, locale, ...answers },
      cvProblem ? { cv: cvProblem } : {},
    );
    if (!checked || !cv) return;
    if (!user) {
      setAskedToSignIn(true);
      signInModal.open('sign_in_to_apply', { title: jobTitle });
      return;
    }
    const body = new FormData();
    body.append('jobOfferID', jobOfferId);
    body.append('locale', locale);
    for (const field of ANSWER_FIELDS) body.append(field, answers[field]);
    body.append('cv', cv, cv.name);
    setProgress(0);
    const sent = await form.send(
      () => submitApplication({ form: body, onProgress: setProgress }),
      (error) => {
        setFormError(applicationErrorMessage(error, t));
        return refusedField(error);
      },
    );
    setProgress(null);
    if (sent) onSent();
  }
  const cvField = form.field('cv');
  const cvHint = t('cv_hint', { maxMegabytes: APPLICATION_LIMITS.cvBytes / 1024 / 1024 });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-describedby="application-intro">
      <FormField id="cv" label={t('cv_label')} required help={cvHint} error={cvField.error}>
        <CvPicker
          id="cv"
          hasHelp
          file={cvField.value}
          error={cvField.error}
          disabled={form.sending}
          onChange={cvField.onChange}
        />
      </FormField>
      {ANSWER_FIELDS.map((field, index) => {
        const limit = field === 'something_wrong' ? undefined : answerLimit(field);
        return (
          <TextareaField
            key={field}
            field={form.field(field)}
            label={labels[field]}
            required={REQUIRED_ANSWERS.includes(field)}
            help={limit ? t('limit_help', { maxLength: limit }) : undefined}
            limit={limit}
            rows={index === 0 ? 5 : 4}
            placeholder={t(`${field}_placeholder`, { maxLength: limit ?? 0 })}
          />
        );
      })}
      {askedToSignIn && !user ? (
        <p className="rounded-xl bg-sunny-yellow/30 p-4 text-sm text-gray-900" role="status">
          {t('sign_in_needed')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={form.sending} variant="primary" size="lg">
          {t('submit')}
        </SubmitButton>
        {progress !== null && form.sending ? (
          <span className="flex items-center gap-2 text-sm text-gray-700">
            <progress
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('upload_progress')}
              className="h-2 w-32 accent-dark-blue"
            />
            {t('upload_percent', { percent: Math.round(progress * 100) })}
          </span>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {formError}
        </p>
      ) : null}
      <FormStatus status={form.status} success={t('success')} failure={tForm('failed')} />
    </form>
  );
}
