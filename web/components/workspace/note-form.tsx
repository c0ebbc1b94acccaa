'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormStatus } from '@/components/ui/form-status';
import { noteSchema, WORKSPACE_LIMITS } from '@/contracts/workspace';
import { useForm } from '@/hooks/use-form';
import { useAddNote } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';

/** Adds a note to a candidate; only the company's members read it. */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const addNote = useAddNote(applicationId);
  const form = useForm({ initial: { body: '' }, labels: { body: t('note_label') }, idPrefix: 'note' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(noteSchema, form.values);
    if (!input) return;
    const sent = await form.send(async () => {
      await addNote(input);
      router.refresh();
    });
    if (sent) form.setValues({ body: '' });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <TextareaField
        field={form.field('body')}
        label={t('note_label')}
        required
        rows={3}
        limit={WORKSPACE_LIMITS.note}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('note_add')}</SubmitButton>
        <FormStatus status={form.status} success="" failure={t('failed')} />
      </div>
    </form>
  );
}
