'use client';

import { CircleAlert, CircleCheck } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/contracts/api-error';
import { CONTACT_EMAIL_CONFIRMATION, type Profile } from '@/contracts/profile';

interface ContactEmailStatusProps {
  id: string;
  profile: Profile;
  /** What the email field holds now, saved or not. */
  typedEmail: string;
  onResend: () => Promise<void>;
}

type Resending = 'idle' | 'sending' | 'sent' | 'wait' | 'failed';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Under the email field: whether the saved contact address is confirmed, with 'Send again' while
 * it is not; while another address is typed, that saving it sends a link.
 */
export function ContactEmailStatus({ id, profile, typedEmail, onResend }: ContactEmailStatusProps) {
  const t = useTranslations('Profile');
  const [resending, setResending] = useState<Resending>('idle');

  if (!sameAddress(typedEmail, profile.email)) {
    // The provider's own address needs no link.
    if (sameAddress(typedEmail, profile.signInEmail)) return null;
    return (
      <p id={id} className="text-sm text-gray-600">
        {t('email_confirm_on_save')}
      </p>
    );
  }

  if (profile.emailConfirmed) {
    return (
      <p id={id} className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
        <Icon node={CircleCheck} className="h-4 w-4 shrink-0" /> {t('email_confirmed')}
      </p>
    );
  }

  const resend = async () => {
    setResending('sending');
    try {
      await onResend();
      setResending('sent');
    } catch (error) {
      setResending(error instanceof ApiError && error.status === 429 ? 'wait' : 'failed');
    }
  };
  const outcome = {
    idle: null,
    sending: null,
    sent: <span className="text-green-700">{t('email_link_sent')}</span>,
    wait: (
      <span className="text-gray-700">
        {t('email_send_wait', { minutes: CONTACT_EMAIL_CONFIRMATION.resendMinutes })}
      </span>
    ),
    failed: (
      <span role="alert" className="text-red-600">
        {t('email_send_failed')}
      </span>
    ),
  }[resending];

  return (
    <div id={id} className="flex flex-col gap-2 text-sm">
      <p className="flex items-start gap-1.5 font-medium text-amber-800">
        <Icon node={CircleAlert} className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="min-w-0 break-words">
          {profile.emailConfirmationSentAt
            ? t('email_unconfirmed_sent', { email: profile.email })
            : t('email_unconfirmed')}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="black-outline" size="xs" loading={resending === 'sending'} onClick={resend}>
          {profile.emailConfirmationSentAt ? t('email_send_again') : t('email_send_link')}
        </Button>
        <span aria-live="polite">{outcome}</span>
      </div>
    </div>
  );
}
