'use client';

import type { Locale } from '@tribe/routes';
import { useLocale, useTranslations } from 'next-intl';
import { ConsentField } from '@/components/forms/consent-field';
import { EmailField } from '@/components/forms/email-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormStatus } from '@/components/ui/form-status';
import type { NewsletterAudience } from '@/contracts/newsletter';
import { useForm } from '@/hooks/use-form';
import { useNewsletterSignUp } from '@/hooks/use-newsletter';

// The form sits in every page's footer; its schema (zod) loads when someone starts using it.
const loadSchema = async () => (await import('@/contracts/newsletter')).newsletterSubscribeSchema;

const empty = { email: '', consent: false, website: '' };

/**
 * The newsletter sign-up: an address and the consent. Whatever the address, success says to
 * look for the confirmation e-mail; the subscription starts only once its link is opened.
 */
export function NewsletterForm({ audience }: { audience: NewsletterAudience }) {
  const t = useTranslations('NewsletterForm');
  const tForm = useTranslations('Form');
  const language = useLocale() as Locale;
  const signUp = useNewsletterSignUp();
  const labels = { email: t('email_label'), consent: t(`consent_${audience}`) };
  const form = useForm({ initial: empty, labels, messages: { consent: t('consent_required') } });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { ...form.values, audience, language, website: form.values.website || undefined };
    if (!form.check(await loadSchema(), body)) return;
    if (await form.send(() => signUp(body))) form.setValues(empty);
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadSchema()}
      noValidate
      aria-label={t('form_label')}
      className="relative flex flex-col gap-3 text-left"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grow">
          <EmailField field={form.field('email')} label={labels.email} placeholder={t('email_placeholder')} />
        </div>
        <SubmitButton sending={form.sending} className="sm:mt-7">
          {t('submit')}
        </SubmitButton>
      </div>
      <ConsentField field={form.field('consent')}>{labels.consent}</ConsentField>
      <HoneypotField field={form.field('website')} label={t('honeypot_label')} />
      <FormStatus status={form.status} success={t('success')} failure={tForm('failed')} revealSuccess />
    </form>
  );
}
