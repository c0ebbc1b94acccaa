'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RadioField } from '@/components/forms/radio-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import type { Interview } from '@/contracts/interviews';
import { useForm } from '@/hooks/use-form';
import { interviewConflict } from './interview-conflict';
import { InterviewDetails } from './interview-details';
import { useInterviewTime } from './use-interview-time';

/** The proposed times as choices; picking one confirms the interview and sends both sides the invitation. */
function PickForm({
  interview,
  onPick,
}: {
  interview: Interview;
  onPick: (start: string) => Promise<unknown>;
}) {
  const t = useTranslations('Interviews');
  const time = useInterviewTime();
  const form = useForm({
    initial: { start: '' },
    labels: { start: t('pick_legend') },
    idPrefix: `interview-${interview.id}`,
  });

  const [conflict, setConflict] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setConflict(undefined);
    if (!form.values.start) {
      form.setErrors({ start: t('pick_required') });
      return;
    }
    await form.send(
      () => onPick(form.values.start),
      (error) => {
        setConflict(interviewConflict(error));
        return error instanceof ApiError && error.field === 'start' ? { start: error.message } : undefined;
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <RadioField
        field={form.field('start')}
        label={t('pick_legend')}
        options={interview.slots.map((slot) => ({ value: slot, label: time(slot) }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('pick')}</SubmitButton>
        <FormStatus status={form.status} success="" failure={conflict ?? t('pick_failed')} />
      </div>
    </form>
  );
}

/**
 * The interview on a card of My applications: the times to pick from, the one picked, or the
 * company's cancellation; other times are asked for in the thread below.
 */
export function InterviewChoice({
  interview,
  headingId,
  onPick,
}: {
  interview: Interview;
  headingId: string;
  onPick: (start: string) => Promise<unknown>;
}) {
  const t = useTranslations('Interviews');
  const time = useInterviewTime();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 rounded-xl bg-sunny-yellow/15 p-4"
      data-testid="interview-choice"
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-800">
        {t('heading')}
      </h3>
      {interview.state === 'proposed' ? (
        <>
          <p className="mt-2 text-gray-900">{t('pick_prompt')}</p>
          <PickForm interview={interview} onPick={onPick} />
          <p className="mt-3 text-sm text-gray-700">{t('other_times')}</p>
        </>
      ) : null}
      {interview.state === 'confirmed' && interview.chosenStart ? (
        <>
          <p className="mt-2 font-semibold text-gray-950" data-testid="interview-confirmed">
            {t('confirmed', { time: time(interview.chosenStart) })}
          </p>
          <p className="mt-1 text-sm text-gray-700">{t('calendar_sent')}</p>
        </>
      ) : null}
      {interview.state === 'cancelled' ? <p className="mt-2 text-gray-700">{t('cancelled')}</p> : null}
      {interview.state !== 'cancelled' ? <InterviewDetails interview={interview} /> : null}
    </section>
  );
}
