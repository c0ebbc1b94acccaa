'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { Button } from '@/components/ui/button';
import { describedBy, FieldNotes } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { TextInput } from '@/components/ui/inputs';
import { ApiError } from '@/contracts/api-error';
import {
  INTERVIEW_LIMITS,
  type Interview,
  type InterviewProposalInput,
  interviewProposalSchema,
} from '@/contracts/interviews';
import { useForm } from '@/hooks/use-form';
import { useHydrated } from '@/hooks/use-hydrated';
import { siteZoneLocal } from '@/i18n/time-zone';
import { interviewConflict } from './interview-conflict';

interface ProposalValues extends Record<string, unknown> {
  slots: string[];
  durationMinutes: string;
  place: string;
  videoUrl: string;
  note: string;
}

/** The form's values: empty for a first proposal, the current ones (in Prague time) for other times. */
const initialValues = (current: Interview | null): ProposalValues => ({
  slots: current ? current.slots.map((slot) => siteZoneLocal(new Date(slot))) : [''],
  durationMinutes: String(current?.durationMinutes ?? 60),
  place: current?.place ?? '',
  videoUrl: current?.videoUrl ?? '',
  note: current?.note ?? '',
});

/**
 * A member proposes one to five interview times (date and time inputs read as Prague time), the
 * length, a place or a video link, and a note; `current` is the open interview whose times it replaces.
 */
export function InterviewForm({
  current,
  onPropose,
}: {
  current: Interview | null;
  onPropose: (proposal: InterviewProposalInput) => Promise<unknown>;
}) {
  const t = useTranslations('Interviews');
  const form = useForm({
    initial: () => initialValues(current),
    labels: {
      slots: t('slots_label'),
      durationMinutes: t('duration_label'),
      place: t('place_label'),
      videoUrl: t('video_label'),
      note: t('note_label'),
    },
    idPrefix: 'interview',
  });
  const slots = form.field('slots');
  const setSlots = (next: string[]) => slots.onChange(next);

  const [conflict, setConflict] = useState<string>();
  const hydrated = useHydrated();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setConflict(undefined);
    const body: InterviewProposalInput = {
      ...form.values,
      slots: form.values.slots.filter(Boolean),
      durationMinutes: form.values.durationMinutes === '' ? Number.NaN : Number(form.values.durationMinutes),
    };
    if (!form.check(interviewProposalSchema, body)) return;
    await form.send(
      () => onPropose(body),
      // The API words a field's problem in the page's language already.
      (error) => {
        setConflict(interviewConflict(error));
        return error instanceof ApiError && error.field && error.field in form.values
          ? { [error.field]: error.message }
          : undefined;
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-col gap-4"
      data-testid="interview-form"
      data-hydrated={hydrated || undefined}
    >
      <h3 className="font-semibold text-gray-900">{current ? t('form_again') : t('form_new')}</h3>
      <p className="text-sm text-gray-600">{t('form_help')}</p>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={slots.error ? true : undefined}
        aria-describedby={describedBy(slots.id, undefined, slots.error)}
      >
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t('slots_label')}</legend>
        {slots.value.map((value, index) => {
          const number = index + 1;
          const id = index === 0 ? slots.id : `${slots.id}-${number}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot row is its position in the list
            <div key={index} className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-56 flex-1 flex-col gap-1">
                <label htmlFor={id} className="text-sm text-gray-700">
                  {t('slot_label', { number })}
                </label>
                <TextInput
                  id={id}
                  name={slots.name}
                  type="datetime-local"
                  value={value}
                  aria-invalid={slots.error ? true : undefined}
                  onChange={(event) =>
                    setSlots(slots.value.map((slot, at) => (at === index ? event.target.value : slot)))
                  }
                />
              </div>
              {slots.value.length > 1 ? (
                <Button
                  variant="secondary-outline"
                  size="sm"
                  onClick={() => setSlots(slots.value.filter((_, at) => at !== index))}
                >
                  {t('remove_slot', { number })}
                </Button>
              ) : null}
            </div>
          );
        })}
        {slots.value.length < INTERVIEW_LIMITS.slots ? (
          <div>
            <Button variant="secondary-outline" size="sm" onClick={() => setSlots([...slots.value, ''])}>
              {t('add_slot')}
            </Button>
          </div>
        ) : null}
        <FieldNotes id={slots.id} error={slots.error} />
      </fieldset>
      <TextField
        field={form.field('durationMinutes')}
        label={t('duration_label')}
        type="number"
        inputMode="numeric"
        min={INTERVIEW_LIMITS.minDuration}
        max={INTERVIEW_LIMITS.maxDuration}
        step={15}
        required
      />
      <TextField
        field={form.field('place')}
        label={t('place_label')}
        help={t('place_help')}
        limit={INTERVIEW_LIMITS.place}
      />
      <TextField field={form.field('videoUrl')} label={t('video_label')} type="url" placeholder="https://" />
      <TextareaField
        field={form.field('note')}
        label={t('note_label')}
        rows={2}
        limit={INTERVIEW_LIMITS.note}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{current ? t('propose_again') : t('propose')}</SubmitButton>
        <FormStatus status={form.status} success="" failure={conflict ?? t('failed')} />
      </div>
    </form>
  );
}
