'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import { messageSchema, THREAD_LIMITS } from '@/contracts/applicant-thread';
import { useForm } from '@/hooks/use-form';

/** Writes one message of an application's thread; `onSend` stores it and shows the new thread. */
export function MessageForm({
  onSend,
  idPrefix,
}: {
  onSend: (body: string) => Promise<unknown>;
  idPrefix: string;
}) {
  const t = useTranslations('ApplicantThread');
  const form = useForm({ initial: { body: '' }, labels: { body: t('message_label') }, idPrefix });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(messageSchema, form.values);
    if (!input) return;
    const sent = await form.send(
      () => onSend(input.body),
      // The API words the field's problem in the page's language already.
      (error) => (error instanceof ApiError && error.field === 'body' ? { body: error.message } : undefined),
    );
    if (sent) form.setValues({ body: '' });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <TextareaField
        field={form.field('body')}
        label={t('message_label')}
        required
        rows={3}
        limit={THREAD_LIMITS.message}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('send')}</SubmitButton>
        <FormStatus status={form.status} success={t('sent')} failure={t('send_failed')} />
      </div>
    </form>
  );
}
