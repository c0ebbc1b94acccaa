'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { Textarea } from '@/components/ui/inputs';
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
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useMe } from '@/hooks/use-me';
import { type FieldErrors, validateForm } from '@/lib/forms/field-errors';
import { applicationErrorMessage, cvErrorMessage, precheckCv } from './application-errors';
import { CvPicker } from './cv-picker';

/** The first answer takes the form-field id the spec gives a cover letter: it stands in for one. */
const fieldId = (field: AnswerField) =>
  field === 'what_brings_you_here' ? 'coverLetter' : `answer-${field}`;
const EMPTY_ANSWERS = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, ''])) as Record<
  AnswerField,
  string
>;

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
  const { status, run, sending } = useFormSubmission();
  const submitApplication = useSubmitApplication();
  const [answers, setAnswers] = useState(EMPTY_ANSWERS);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  useEffect(() => {
    if (focusRequest > 0) document.getElementById('cv')?.focus({ preventScroll: true });
  }, [focusRequest]);

  const labels = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, t(`${field}_label`)]));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(
      applicationFieldsSchema,
      { jobOfferID: jobOfferId, locale, ...answers },
      labels,
      tValidation,
    );
    const cvProblem = precheckCv(file, t);
    const found: FieldErrors = { ...(checked.errors ?? {}), ...(cvProblem ? { cv: cvProblem } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      const first = ANSWER_FIELDS.find((field) => found[field]);
      document.getElementById(found.cv ? 'cv' : first ? fieldId(first) : 'cv')?.focus();
      return;
    }
    if (!user) {
      setAskedToSignIn(true);
      signInModal.open('sign_in_to_apply', { title: jobTitle });
      return;
    }
    const form = new FormData();
    form.append('jobOfferID', jobOfferId);
    form.append('locale', locale);
    for (const field of ANSWER_FIELDS) form.append(field, answers[field]);
    form.append('cv', file, file.name);
    setProgress(0);
    const sent = await run(
      () => submitApplication({ form, onProgress: setProgress }),
      (error) => {
        if (error instanceof ApiError && error.field === 'cv')
          setErrors({ cv: cvErrorMessage(error.code, t) });
        else if (error instanceof ApiError && error.field && error.field in labels) {
          const limit = answerLimit(error.field as AnswerField);
          setErrors({
            [error.field]:
              error.code === 'too_long'
                ? tValidation('max_length', { maxLength: limit })
                : tValidation('required'),
          });
        }
        setFormError(applicationErrorMessage(error, t));
      },
    );
    setProgress(null);
    if (sent) onSent();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-describedby="application-intro">
      <FormField
        id="cv"
        label={t('cv_label')}
        required
        help={t('cv_hint', { maxMegabytes: APPLICATION_LIMITS.cvBytes / 1024 / 1024 })}
        error={errors.cv}
      >
        <CvPicker
          id="cv"
          hasHelp
          file={file}
          error={errors.cv}
          disabled={sending}
          onChange={(chosen) => {
            setFile(chosen);
            setErrors(({ cv: _cv, ...rest }) => rest);
          }}
        />
      </FormField>
      {ANSWER_FIELDS.map((field, index) => {
        const limit = field === 'something_wrong' ? undefined : answerLimit(field);
        const id = fieldId(field);
        const help = limit ? t('limit_help', { maxLength: limit }) : undefined;
        return (
          <FormField
            key={field}
            id={id}
            label={labels[field]}
            required={REQUIRED_ANSWERS.includes(field)}
            help={help}
            error={errors[field]}
          >
            <Textarea
              id={id}
              name={field}
              value={answers[field]}
              limit={limit}
              rows={index === 0 ? 5 : 4}
              placeholder={t(`${field}_placeholder`, { maxLength: limit ?? 0 })}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(id, help, errors[field])}
              aria-required={REQUIRED_ANSWERS.includes(field) || undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAnswers((current) => ({ ...current, [field]: value }));
                if (errors[field]) setErrors(({ [field]: _old, ...rest }) => rest);
              }}
            />
          </FormField>
        );
      })}
      {askedToSignIn && !user ? (
        <p className="rounded-xl bg-sunny-yellow/30 p-4 text-sm text-gray-900" role="status">
          {t('sign_in_needed')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" size="lg" loading={sending}>
          {sending ? tForm('sending') : t('submit')}
        </Button>
        {progress !== null && sending ? (
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
      <FormStatus status={status} success={t('success')} failure={tForm('failed')} />
    </form>
  );
}
