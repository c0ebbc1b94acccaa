'use client';

import { useTranslations } from 'next-intl';
import { RadioField } from '@/components/forms/radio-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormStatus } from '@/components/ui/form-status';
import {
  NOTICE_FREQUENCIES,
  type NoticeSettings,
  noticeSettingsSchema,
  TEMPLATE_LOCALES,
} from '@/contracts/workspace';
import { useForm } from '@/hooks/use-form';
import { useSaveNoticeSettings } from '@/hooks/use-workspace';

/** The member's own choice of how often, and in which language, notices about candidates come. */
export function NoticeSettingsForm({ initial }: { initial: NoticeSettings }) {
  const t = useTranslations('Workspace');
  const save = useSaveNoticeSettings();
  const form = useForm<NoticeSettings>({
    initial,
    labels: { frequency: t('notices_frequency'), locale: t('notices_language') },
    idPrefix: 'notices',
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(noticeSettingsSchema, form.values);
    if (!input) return;
    await form.send(() => save(input));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('notices_title')} className="flex flex-col gap-6">
      <RadioField
        field={form.field('frequency')}
        label={t('notices_frequency')}
        options={NOTICE_FREQUENCIES.map((value) => ({
          value,
          label: t(`notices_frequency_${value}`),
          detail: t(`notices_frequency_${value}_detail`),
        }))}
      />
      <RadioField
        field={form.field('locale')}
        label={t('notices_language')}
        options={TEMPLATE_LOCALES.map((value) => ({ value, label: t(`language_${value}`) }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('notices_save')}</SubmitButton>
        <FormStatus status={form.status} success={t('notices_saved')} failure={t('failed')} />
      </div>
    </form>
  );
}
