'use client';

import { ArrowLeft } from 'lucide';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { JobList } from '@/components/jobs/job-list';
import { LoadError } from '@/components/ui/load-error';
import { useJobAlertOffers } from '@/hooks/use-job-alerts';
import { Link } from '@/i18n/navigation';
import { AlertSearchSummary } from './alert-search-summary';

/**
 * One alert's live offers, newest first; those published since the user's previous visit to
 * this list carry 'New'. The visit is recorded once the list has loaded.
 */
export function JobAlertOffers({ id }: { id: string }) {
  const t = useTranslations('JobAlerts');
  const locale = useLocale();
  const { data, error, reload } = useJobAlertOffers(id);
  const back = (
    <Link
      href="/profile/job-alerts"
      className="inline-flex items-center gap-1.5 font-semibold text-dark-blue underline-offset-4 hover:underline"
    >
      <Icon node={ArrowLeft} className="h-4 w-4" />
      {t('back_to_alerts')}
    </Link>
  );
  if (!data && error) {
    const missing = (error as { status?: number }).status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        {missing ? (
          <p role="alert">{t('not_found')}</p>
        ) : (
          <LoadError message={t('load_failed')} onRetry={() => reload()} />
        )}
      </div>
    );
  }
  if (!data) return <div className="h-64 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />;
  const { alert, offers, newIds, total } = data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-black tracking-tight break-words sm:text-4xl">
          {alert.name}
        </h1>
        <AlertSearchSummary filters={alert.filters} companyName={alert.companyName} />
        <p className="text-gray-600">
          {t('frequency_summary', { frequency: alert.frequency })} · {t('offers_count', { count: total })}
        </p>
        {newIds.length ? <p className="text-sm text-gray-600">{t('offers_new_since')}</p> : null}
      </header>
      {offers.length ? (
        <JobList jobs={offers} locale={locale} headingLevel={2} newIds={newIds} />
      ) : (
        <p className="rounded-2xl border-2 border-dashed border-gray-300 p-8 text-center text-gray-700">
          {t('offers_empty')}
        </p>
      )}
    </div>
  );
}
