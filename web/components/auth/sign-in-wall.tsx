'use client';

import { LockKeyhole } from 'lucide';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { useMe } from '@/hooks/use-me';
import { useRouter } from '@/i18n/navigation';
import { useSignInModal } from './sign-in-modal-context';

/**
 * What a page for signed-in users shows to anybody else, at its own address (a link from an
 * e-mail, a bookmark): the sign-in modal opens at once, and after signing in the page itself loads.
 */
export function SignInWall() {
  const t = useTranslations('SignInModal');
  const nav = useTranslations('Navigation');
  const { user } = useMe();
  const { open } = useSignInModal();
  const router = useRouter();

  useEffect(() => {
    if (user) router.refresh();
    else open('sign_in_to_continue');
  }, [user, open, router]);

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm"
      data-testid="sign-in-wall"
    >
      <Icon node={LockKeyhole} className="h-10 w-10 text-dark-blue" />
      <h1 className="mt-4 font-display text-3xl font-black tracking-tight">{t('sign_in_to_continue')}</h1>
      <p className="mt-3 text-gray-700">{t('continue_note')}</p>
      <Button variant="primary" size="lg" className="mt-6" onClick={() => open('sign_in_to_continue')}>
        {nav('sign_in')}
      </Button>
    </section>
  );
}
