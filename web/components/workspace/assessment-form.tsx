'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { TextInput } from '@/components/ui/inputs';
import { type Assessment, assessmentSchema, normalizeTag, RATINGS } from '@/contracts/workspace';
import { useForm } from '@/hooks/use-form';
import { useSaveAssessment } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';

interface AssessmentFormProps {
  applicationId: string;
  initial: Assessment;
  /** The tags the company's members have used: suggested while typing a new one. */
  suggestions: string[];
}

type Values = { rating: number | null; tags: string[]; tag: string };

/**
 * The members' rating (stars, or none) and tags of a candidate. A tag is added with Enter or its
 * button, removed with its ×, and the whole set saved at once.
 */
export function AssessmentForm({ applicationId, initial, suggestions }: AssessmentFormProps) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const save = useSaveAssessment(applicationId);
  const prefix = useId();
  const form = useForm<Values>({
    initial: { ...initial, tag: '' },
    labels: { rating: t('rating_label'), tags: t('tags_label') },
    idPrefix: `assessment${prefix.replace(/:/g, '')}`,
    // A problem with the tags is told at the field a tag is typed in.
    ids: { tags: `assessment-tag${prefix.replace(/:/g, '')}` },
  });
  const tagField = form.field('tags');
  const listId = `${form.fieldId('tags')}-suggestions`;

  const addTag = () => {
    const tag = normalizeTag(form.values.tag);
    if (tag && !form.values.tags.includes(tag)) form.edit('tags', [...form.values.tags, tag]);
    form.edit('tag', '');
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const pending = normalizeTag(form.values.tag);
    const tags =
      pending && !form.values.tags.includes(pending) ? [...form.values.tags, pending] : form.values.tags;
    const input = form.check(assessmentSchema, { rating: form.values.rating, tags });
    if (!input) return;
    const sent = await form.send(async () => {
      await save(input);
      router.refresh();
    });
    if (sent) form.setValues({ rating: input.rating, tags: input.tags, tag: '' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('assessment_heading')}
      className="mt-4 flex flex-col gap-5"
      data-testid="assessment-form"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">{t('rating_label')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[null, ...RATINGS].map((rating) => (
            <label
              key={rating ?? 'none'}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 has-checked:border-dark-blue has-checked:bg-gray-100 has-focus-visible:outline-3 has-focus-visible:outline-electric-blue"
            >
              <input
                type="radio"
                name={form.fieldId('rating')}
                className="h-4 w-4 accent-dark-blue"
                checked={form.values.rating === rating}
                onChange={() => form.edit('rating', rating)}
              />
              {rating === null ? (
                t('rating_none')
              ) : (
                <>
                  <span aria-hidden="true" className="text-amber-700">
                    {'★'.repeat(rating)}
                  </span>
                  <span className="sr-only">{t('rating_value', { rating })}</span>
                </>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-gray-800">{t('tags_label')}</span>
        {form.values.tags.length === 0 ? (
          <p className="text-sm text-gray-600">{t('tags_none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="assessment-tags">
            {form.values.tags.map((tag) => (
              <li
                key={tag}
                className="flex items-center gap-1 rounded-full bg-sky-100 py-1 pr-1 pl-3 text-sm font-semibold text-sky-900"
              >
                {tag}
                <button
                  type="button"
                  className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-sky-200 focus-visible:outline-3 focus-visible:outline-electric-blue"
                  aria-label={t('tag_remove', { tag })}
                  onClick={() =>
                    form.edit(
                      'tags',
                      form.values.tags.filter((other) => other !== tag),
                    )
                  }
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <FormField id={tagField.id} label={t('tag_new')} help={t('tag_help')} error={tagField.error}>
          <div className="flex flex-wrap gap-2">
            <TextInput
              id={tagField.id}
              className="min-w-0 flex-1 basis-48"
              list={listId}
              value={form.values.tag}
              autoComplete="off"
              aria-invalid={tagField.error ? true : undefined}
              aria-describedby={describedBy(tagField.id, t('tag_help'), tagField.error)}
              onChange={(event) => form.edit('tag', event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addTag();
              }}
            />
            <Button type="button" variant="secondary-outline" onClick={addTag}>
              {t('tag_add')}
            </Button>
          </div>
          <datalist id={listId}>
            {suggestions
              .filter((tag) => !form.values.tags.includes(tag))
              .map((tag) => (
                <option key={tag} value={tag} />
              ))}
          </datalist>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('assessment_save')}</SubmitButton>
        <FormStatus status={form.status} success={t('assessment_saved')} failure={t('failed')} />
      </div>
    </form>
  );
}
