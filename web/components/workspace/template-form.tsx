'use client';

import { useTranslations } from 'next-intl';
import { RadioField } from '@/components/forms/radio-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { TEMPLATE_LOCALES, templateSchema, WORKSPACE_LIMITS } from '@/contracts/workspace';
import { useForm } from '@/hooks/use-form';
import { useAddTemplate } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';
import { placeholderNames } from '@/lib/workspace/placeholders';

type Values = { locale: (typeof TEMPLATE_LOCALES)[number]; name: string; body: string };

/** Saves a status-message template in Czech or English; the server refuses a placeholder nobody fills. */
export function TemplateForm({ locale }: { locale: Values['locale'] }) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const addTemplate = useAddTemplate();
  const form = useForm<Values>({
    initial: { locale, name: '', body: '' },
    labels: { locale: t('template_language'), name: t('template_name'), body: t('template_body') },
    idPrefix: 'template',
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(templateSchema, form.values);
    if (!input) return;
    const sent = await form.send(
      async () => {
        await addTemplate(input);
        router.refresh();
      },
      (error) =>
        error instanceof ApiError && error.code === 'unknown_placeholder'
          ? { body: error.message }
          : undefined,
    );
    if (sent) form.setValues({ locale: input.locale, name: '', body: '' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('template_add')} className="flex flex-col gap-4">
      <RadioField
        field={form.field('locale')}
        label={t('template_language')}
        options={TEMPLATE_LOCALES.map((value) => ({ value, label: t(`language_${value}`) }))}
      />
      <TextField
        field={form.field('name')}
        label={t('template_name')}
        required
        limit={WORKSPACE_LIMITS.templateName}
      />
      <TextareaField
        field={form.field('body')}
        label={t('template_body')}
        required
        rows={4}
        limit={APPLICATION_LIMITS.statusMessage}
        help={t('placeholder_help', {
          names: placeholderNames('cs').join(', '),
          english: placeholderNames('en').join(', '),
        })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending}>{t('template_add')}</SubmitButton>
        <FormStatus status={form.status} success="" failure={t('failed')} />
      </div>
    </form>
  );
}
