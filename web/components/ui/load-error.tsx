'use client';

import { useTranslations } from 'next-intl';

/** A list or form that could not be loaded: what failed, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('LoadError');
  return (
    <p role="alert" className="text-red-600">
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
