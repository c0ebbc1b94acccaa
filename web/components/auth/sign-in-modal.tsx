'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { providerIcons } from '@/components/icons/brand-icons';
import { Modal } from '@/components/ui/modal';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderId } from '@/contracts/auth-providers';
import { useMe } from '@/hooks/use-me';
import { Link } from '@/i18n/navigation';
import { type SignInHeadline, useSignInModal } from './sign-in-modal-context';
import { openSignInPopup } from './sign-in-popup';

/** What a headline's reader is reassured of, right under it (keys in the SignInModal messages). */
const HEADLINE_NOTES: Partial<Record<SignInHeadline, 'apply_note' | 'continue_note'>> = {
  sign_in_to_apply: 'apply_note',
  sign_in_to_continue: 'continue_note',
};

/** The sign-in modal on every page: headline, description, agreement and the three providers. */
export function SignInModal() {
  const t = useTranslations('SignInModal');
  const { isOpen, headline, headlineValues, close } = useSignInModal();
  const note = HEADLINE_NOTES[headline];
  const { user, refresh } = useMe();
  const [error, setError] = useState<string | null>(null);

  // It closes on its own once a user is present.
  useEffect(() => {
    if (user && isOpen) close();
  }, [user, isOpen, close]);

  const signIn = async (provider: OAuthProviderId) => {
    setError(null);
    try {
      if (await openSignInPopup(provider)) await refresh();
    } catch {
      setError(t('popup_blocked'));
    }
  };

  return (
    <Modal
      open={isOpen}
      onClose={close}
      title={t(headline, headlineValues)}
      width="md"
      closeLabel={t('close')}
    >
      {note ? (
        <p
          className="mb-3 rounded-xl bg-sunny-yellow/30 p-3 font-medium text-gray-900"
          data-testid="sign-in-note"
        >
          {t(note)}
        </p>
      ) : null}
      <p className="text-gray-600">{t('description')}</p>
      <ul className="mt-6 space-y-3">
        {OAUTH_PROVIDERS.map((id) => {
          const Icon = providerIcons[id];
          return (
            <li key={id}>
              <button
                type="button"
                data-provider={id}
                onClick={() => signIn(id)}
                className="flex min-h-12 w-full items-center gap-3 rounded-full border-2 border-gray-200 px-5 font-semibold transition hover:border-dark-blue focus-visible:outline-3 focus-visible:outline-electric-blue"
              >
                <Icon className={`h-6 w-6 ${id === 'linkedin' ? 'text-[#0A66C2]' : ''}`} />
                <span className="flex-1 text-center">
                  {t('continue_with', { provider: OAUTH_PROVIDER_NAMES[id] })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-hot-red">
          {error}
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm text-gray-500" data-testid="sign-in-agreement">
        {t.rich('agreement', {
          terms: (chunks) => (
            <Link
              href="/terms-conditions"
              className="font-medium text-dark-blue underline underline-offset-2"
              onClick={close}
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </Modal>
  );
}
