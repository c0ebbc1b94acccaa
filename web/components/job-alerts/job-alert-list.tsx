'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { JobAlertItem } from '@/contracts/job-alerts';
import { useJobAlerts } from '@/hooks/use-job-alerts';
import { JobAlertCard } from './job-alert-card';

/** The profile's job alerts, each with its new-offer count and its actions, or the empty state. */
export function JobAlertList() {
  const t = useTranslations('JobAlerts');
  const { alerts, error, reload, update, remove } = useJobAlerts();
  const [failed, setFailed] = useState<string | null>(null);

  if (!alerts && error) return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  if (!alerts) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {[0, 1].map((placeholder) => (
          <div key={placeholder} className="h-32 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (alerts.length === 0) {
    return (
      <EmptyState
        title={t('empty')}
        text={t('empty_hint')}
        action={{ href: '/jobs', label: t('empty_cta') }}
        testId="job-alerts-empty"
      />
    );
  }
  /** Runs a change; a failure is said above the list, and the list stays as the server has it. */
  const attempt = async (change: () => Promise<unknown>) => {
    setFailed(null);
    try {
      await change();
      return true;
    } catch {
      setFailed(t('action_failed'));
      return false;
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {failed ? (
        <p role="alert" className="font-medium text-red-600">
          {failed}
        </p>
      ) : null}
      <ul className="grid gap-4" data-testid="job-alerts">
        {alerts.map((alert: JobAlertItem) => (
          <li key={alert.id}>
            <JobAlertCard
              alert={alert}
              onUpdate={(change) => attempt(() => update(alert.id, change))}
              onDelete={() => attempt(() => remove(alert.id))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
