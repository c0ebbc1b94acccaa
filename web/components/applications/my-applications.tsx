'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import {
  usePickInterviewTime,
  useStopSharing,
  useWithdrawApplication,
  useWriteToCompany,
} from '@/hooks/use-application-mutations';
import { useApplications } from '@/hooks/use-applications';
import { ApplicationCard } from './application-card';

/** My applications, newest first; with none yet, the way to the job search. */
export function MyApplications() {
  const t = useTranslations('Applications');
  const { items, error, reload } = useApplications();
  const withdraw = useWithdrawApplication();
  const stopSharing = useStopSharing();
  const write = useWriteToCompany();
  const pickInterviewTime = usePickInterviewTime();
  const loaded = Boolean(items);
  // A mail's link names one application (#application-…); the list arrives after the browser looked for it.
  useEffect(() => {
    if (loaded && window.location.hash)
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);
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
          <ApplicationCard
            application={application}
            onWithdraw={withdraw}
            onStopSharing={stopSharing}
            onWrite={write}
            onPickInterviewTime={pickInterviewTime}
          />
        </li>
      ))}
    </ul>
  );
}
