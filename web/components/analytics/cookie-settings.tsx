'use client';

import { useTranslations } from 'next-intl';
import { saveConsent } from '@/config/consent-cookie';
import { useConsent } from '@/hooks/use-consent';
import { useHydrated } from '@/hooks/use-hydrated';
import { ConsentButtons } from './consent-buttons';

/** On the cookies page: shows the current analytics choice and lets the visitor change it. */
export function CookieSettings() {
  const t = useTranslations('Consent');
  const consent = useConsent();
  const hydrated = useHydrated();
  const status = { granted: t('status_granted'), denied: t('status_denied'), unset: t('status_unset') }[
    consent
  ];
  return (
    <section
      className="rounded-2xl border border-gray-200 bg-gray-50 p-6"
      aria-labelledby="cookie-settings-title"
    >
      <h2 id="cookie-settings-title" className="font-display text-xl font-bold">
        {t('settings_title')}
      </h2>
      <p className="mt-2 text-gray-700" aria-live="polite" data-testid="consent-status">
        {hydrated ? status : '\u00a0'}
      </p>
      <ConsentButtons
        onChoose={saveConsent}
        acceptLabel={t('change_accept')}
        rejectLabel={t('change_reject')}
      />
    </section>
  );
}
