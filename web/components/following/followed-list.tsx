'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { FollowKind } from '@/hooks/use-follows';
import { useFollows } from '@/hooks/use-follows';
import { FollowedCard } from './followed-card';

/** The followed job offers or companies of the profile area, with its empty state. */
export function FollowedList({ kind }: { kind: FollowKind }) {
  const t = useTranslations('Follow');
  const { items, error, reload } = useFollows(kind);

  if (!items && error) {
    return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  }
  if (!items) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1].map((placeholder) => (
          <div key={placeholder} className="h-24 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={kind === 'company' ? t('empty_companies') : t('empty_job_offers')}
        action={
          kind === 'company'
            ? { href: '/companies', label: t('empty_find_companies') }
            : { href: '/jobs', label: t('empty_find_jobs') }
        }
        testId="followed-empty"
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <FollowedCard item={item} />
        </li>
      ))}
    </ul>
  );
}
