'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import {
  ANSWER_FIELDS,
  type AnswerField,
  answerLimit,
  applicationFieldsSchema,
  REQUIRED_ANSWERS,
} from '@/contracts/applications';
import { SAVED_CV_LIMIT } from '@/contracts/saved-cvs';
import { useSubmitApplication } from '@/hooks/use-application-mutations';
import { useForm } from '@/hooks/use-form';
import { useMe } from '@/hooks/use-me';
import { useRefreshSavedCvs, useSavedCvs } from '@/hooks/use-saved-cvs';
import { queuePageEvent } from '@/lib/events/page-events';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { ApplicationCvField, UPLOAD_CHOICE } from './application-cv-field';
import { applicationErrorMessage, cvErrorMessage, precheckCv } from './application-errors';

/** The first answer takes the form-field id the spec gives a cover letter: it stands in for one. */
const FIELD_IDS = {
  cv: 'cv',
  cvChoice: 'cv-choice',
  saveToProfile: 'cv-save',
  shareProfile: 'share-profile',
  ...Object.fromEntries(
    ANSWER_FIELDS.map((field) => [
      field,
      field === 'what_brings_you_here' ? 'coverLetter' : `answer-${field}`,
    ]),
  ),
};
const EMPTY_VALUES = {
  /** A saved CV's id or UPLOAD_CHOICE; empty until the candidate chooses. */
  cvChoice: '',
  cv: null as File | null,
  saveToProfile: false,
  /** Off until the candidate chooses to share their profile with the company. */
  shareProfile: false,
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
 * The application form of the job detail: a CV (a saved one, the default chosen first, or a new
 * file), four answers and whether to share the profile with the company. Only a signed-in user sends it;
 * anyone else is asked to sign in in the modal, and everything filled in (the file too) stays,
 * because the form stays mounted. On failure the input is kept.
 */
export function ApplicationForm({ jobOfferId, jobTitle, focusRequest, onSent }: ApplicationFormProps) {
  const t = useTranslations('Application');
  const tForm = useTranslations('Form');
  const tValidation = useTranslations('Validation');
  const tThread = useTranslations('ApplicantThread');
  const locale = useLocale() as 'cs' | 'en';
  const { user } = useMe();
  const signInModal = useSignInModal();
  const submitApplication = useSubmitApplication();
  const labels = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, t(`${field}_label`)]));
  const form = useForm({ initial: EMPTY_VALUES, labels, ids: FIELD_IDS });
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  // The first focus in the form, from 'Apply' or a click into a field, counts as a started application.
  const started = useRef(false);
  const countStart = () => {
    if (started.current) return;
    started.current = true;
    queuePageEvent({ type: 'application_start', offer: jobOfferId });
  };

  const savedCvs = useSavedCvs();
  const refreshSavedCvs = useRefreshSavedCvs();
  const saved = savedCvs.items ?? [];
  const { cvChoice } = form.values;
  // Until a choice is made: the file already picked (before signing in), else the default CV.
  const choice =
    cvChoice === UPLOAD_CHOICE || saved.some((cv) => cv.id === cvChoice)
      ? cvChoice
      : form.values.cv
        ? UPLOAD_CHOICE
        : (saved.find((cv) => cv.isDefault)?.id ?? UPLOAD_CHOICE);
  const savedCvId = choice === UPLOAD_CHOICE ? undefined : choice;

  // 'Apply' focuses the CV choice once the saved CVs are known (the choice depends on them).
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === focusedRequest.current || !savedCvs.known) return;
    focusedRequest.current = focusRequest;
    document.getElementById(savedCvId ? FIELD_IDS.cvChoice : FIELD_IDS.cv)?.focus({ preventScroll: true });
  }, [focusRequest, savedCvs.known, savedCvId]);

  /** The refusal of one field, in the words the form uses for that field. */
  const refusedField = (error: unknown): FieldErrors | undefined => {
    if (!(error instanceof ApiError) || !error.field) return undefined;
    if (error.field === 'cv') return { cv: cvErrorMessage(error.code, t) };
    if (error.field === 'savedCvId') {
      void savedCvs.reload();
      return { cvChoice: t('saved_cv_gone') };
    }
    if (error.field === 'saveToProfile') return { saveToProfile: cvErrorMessage(error.code, t) };
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
    const { cv, cvChoice: _choice, saveToProfile, shareProfile, ...answers } = form.values;
    const cvProblem = savedCvId ? null : precheckCv(cv, t);
    const cvFields = savedCvId
      ? { savedCvId }
      : { saveToProfile: String(saveToProfile && saved.length < SAVED_CV_LIMIT) };
    const checked = form.check(
      applicationFieldsSchema,
      { jobOfferID: jobOfferId, locale, ...answers, ...cvFields, shareProfile: String(shareProfile) },
      cvProblem ? { cv: cvProblem } : {},
    );
    if (!checked || (!savedCvId && !cv)) return;
    if (!user) {
      setAskedToSignIn(true);
      signInModal.open('sign_in_to_apply', { title: jobTitle });
      return;
    }
    const body = new FormData();
    body.append('jobOfferID', jobOfferId);
    body.append('locale', locale);
    for (const field of ANSWER_FIELDS) body.append(field, answers[field]);
    for (const [name, value] of Object.entries(cvFields)) body.append(name, value);
    body.append('shareProfile', String(shareProfile));
    if (!savedCvId && cv) body.append('cv', cv, cv.name);
    setProgress(0);
    const sent = await form.send(
      () => submitApplication({ form: body, onProgress: setProgress }),
      (error) => {
        setFormError(applicationErrorMessage(error, t));
        return refusedField(error);
      },
    );
    setProgress(null);
    if (sent && checked.saveToProfile) void refreshSavedCvs();
    if (sent) onSent();
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={countStart}
      className="flex flex-col gap-6"
      aria-describedby="application-intro"
    >
      {savedCvs.known ? (
        <ApplicationCvField
          savedCvs={saved}
          choice={{ ...form.field('cvChoice'), value: choice }}
          cv={form.field('cv')}
          saveToProfile={form.field('saveToProfile')}
          sending={form.sending}
        />
      ) : (
        <div className="h-24 animate-pulse rounded-xl bg-gray-100" aria-busy="true" />
      )}
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
      <CheckboxField
        field={form.field('shareProfile')}
        disabled={form.sending}
        help={tThread('share_profile_help')}
      >
        {tThread('share_profile')}
      </CheckboxField>
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
      <FormAlert message={formError} />
      <FormStatus status={form.status} success={t('success')} failure={tForm('failed')} />
    </form>
  );
}
