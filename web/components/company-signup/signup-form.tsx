'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { ApiError } from '@/contracts/api-error';
import {
  type CompanySignupInput,
  type CompanySignupView,
  companySignupSchema,
} from '@/contracts/company-signup';
import { useSignCompanyUp } from '@/hooks/use-company-signup';
import { useForm } from '@/hooks/use-form';
import { useMe } from '@/hooks/use-me';

/** What was typed before signing in waits here, in this tab, until the form is back. */
const KEPT = 'tribe:company-signup';

/** Refusals the server words in the page's language. */
const LOCALIZED_CODES = new Set(['member_elsewhere', 'already_signed_up', 'mail_limit']);

const EMPTY: CompanySignupInput = { companyName: '', ico: '', contactName: '' };

function keptValues(): CompanySignupInput | null {
  try {
    const kept = companySignupSchema.safeParse(JSON.parse(sessionStorage.getItem(KEPT) ?? 'null'));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

/**
 * A company signs itself up: its name, IČO and the signed-in contact person. Someone not signed
 * in is asked to sign in first; what they typed is kept meanwhile.
 */
export function SignupForm({ idPrefix = 'signup' }: { idPrefix?: string }) {
  const t = useTranslations('CompanySignup');
  const { user } = useMe();
  const { open } = useSignInModal();
  const signUp = useSignCompanyUp();
  const [sent, setSent] = useState<CompanySignupView | null>(null);
  const [failure, setFailure] = useState(t('failed'));
  const form = useForm<CompanySignupInput>({
    initial: EMPTY,
    labels: { companyName: t('company_name'), ico: t('ico'), contactName: t('contact_name') },
    idPrefix,
  });
  const { setValues } = form;

  useEffect(() => {
    const kept = keptValues();
    if (kept) setValues(kept);
  }, [setValues]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) {
      sessionStorage.setItem(KEPT, JSON.stringify(form.values));
      open('sign_in_to_continue');
      return;
    }
    await form.send(
      async () => {
        setSent(await signUp(form.values));
        sessionStorage.removeItem(KEPT);
      },
      // The server words these problems in the page's language: each is shown as it is.
      (error) => {
        if (!(error instanceof ApiError)) return undefined;
        if (error.field) return { [error.field]: error.message };
        setFailure(LOCALIZED_CODES.has(error.code) ? error.message : t('failed'));
        return undefined;
      },
    );
  };

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 text-gray-950" data-testid="company-signup-sent">
        <h3 className="font-display text-2xl font-black">{t('sent_title')}</h3>
        <p className="mt-2 text-gray-700">
          {t('sent_text', { email: sent.email, company: sent.companyName })}
        </p>
        {sent.freeMail ? <p className="mt-2 text-sm text-gray-600">{t('free_mail_note')}</p> : null}
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('form_title')}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 text-gray-950"
      data-testid="company-signup-form"
    >
      <TextField
        field={form.field('companyName')}
        label={t('company_name')}
        required
        autoComplete="organization"
      />
      <TextField
        field={form.field('ico')}
        label={t('ico')}
        help={t('ico_help')}
        required
        inputMode="numeric"
      />
      <TextField
        field={form.field('contactName')}
        label={t('contact_name')}
        help={t('contact_help')}
        required
        autoComplete="name"
      />
      <p className="text-sm text-gray-700">
        {user ? t('email_note', { email: user.email }) : t('sign_in_first')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton sending={form.sending} variant="primary">
          {user ? t('submit') : t('sign_in_button')}
        </SubmitButton>
        <FormStatus status={form.status} success="" failure={failure} />
      </div>
    </form>
  );
}
