'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** 'Withdraw application', asked once more before it is done; a failure says so and keeps the application. */
export function WithdrawControl({
  onWithdraw,
  children,
}: {
  onWithdraw: () => Promise<void>;
  /** Shown beside the button while not confirming (e.g. the CV download). */
  children?: React.ReactNode;
}) {
  const t = useTranslations('Applications');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function withdraw() {
    setPending(true);
    setFailed(false);
    try {
      await onWithdraw();
      setConfirming(false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {children}
        {confirming ? null : (
          <Button variant="secondary-outline" size="sm" onClick={() => setConfirming(true)}>
            {t('withdraw')}
          </Button>
        )}
      </div>
      {confirming ? (
        <fieldset className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-gray-50 p-3">
          <legend className="sr-only">{t('withdraw')}</legend>
          <p className="text-sm font-semibold text-gray-900">{t('withdraw_question')}</p>
          <Button variant="black" size="sm" loading={pending} onClick={withdraw}>
            {t('withdraw_confirm')}
          </Button>
          <Button
            variant="secondary-outline"
            size="sm"
            disabled={pending}
            onClick={() => setConfirming(false)}
          >
            {t('withdraw_keep')}
          </Button>
        </fieldset>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {t('withdraw_failed')}
        </p>
      ) : null}
    </>
  );
}
