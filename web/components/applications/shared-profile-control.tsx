'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** "Profile shared" on an application, with the way to stop sharing it; a failure says so. */
export function SharedProfileControl({ onStop }: { onStop: () => Promise<void> }) {
  const t = useTranslations('ApplicantThread');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function stop() {
    setPending(true);
    setFailed(false);
    try {
      await onStop();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-gray-50 p-3"
      data-testid="profile-shared"
    >
      <span className="rounded-full bg-primary/30 px-3 py-1 text-sm font-semibold text-gray-950">
        {t('shared_badge')}
      </span>
      <span className="text-sm text-gray-700">{t('stop_sharing_help')}</span>
      <Button variant="secondary-outline" size="sm" loading={pending} onClick={stop}>
        {t('stop_sharing')}
      </Button>
      {failed ? (
        <p role="alert" className="w-full text-sm font-medium text-red-600">
          {t('stop_sharing_failed')}
        </p>
      ) : null}
    </div>
  );
}
