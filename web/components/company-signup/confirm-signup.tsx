'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/contracts/api-error';
import { useConfirmSignup } from '@/hooks/use-company-signup';
import { useRouter } from '@/i18n/navigation';

/** Confirms the sign-up for the signed-in account, then shows the workspace's waiting page. */
export function ConfirmSignup({ token }: { token: string }) {
  const t = useTranslations('CompanySignup');
  const router = useRouter();
  const confirm = useConfirmSignup();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await confirm({ token });
      router.push('/company-workspace');
      router.refresh();
    } catch (failure) {
      // The server words a refused link in the page's language.
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('failed'));
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col items-start gap-3">
      <Button variant="primary" size="lg" loading={busy} onClick={run}>
        {t('confirm_button')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
