'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useWithdrawApplication } from '@/hooks/use-application-mutations';
import { useApplications } from '@/hooks/use-applications';
import { ApplicationCard } from './application-card';

/** My applications, newest first; with none yet, the way to the job search. */
export function MyApplications() {
  const t = useTranslations('Applications');
  const { items, error, reload } = useApplications();
  const withdraw = useWithdrawApplication();
  if (!items && error) return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  if (!items) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {[0, 1].map((placeholder) => (
          <div key={placeholder} className="h-40 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('empty')}
        action={{ href: '/jobs', label: t('find_jobs') }}
        testId="applications-empty"
      />
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {items.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} onWithdraw={withdraw} />
        </li>
      ))}
    </ul>
  );
}
