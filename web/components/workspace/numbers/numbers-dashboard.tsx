'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useWorkspaceNumbers } from '@/hooks/use-workspace-numbers';
import { FunnelChart } from './funnel-chart';
import { ResponsesChart } from './responses-chart';
import { SourcesChart } from './sources-chart';
import { TrendsChart } from './trends-chart';

/**
 * The dashboard's charts. Only the workspace imports this file, so the chart library's code is
 * never part of a public page.
 */
export function NumbersDashboard() {
  const t = useTranslations('Workspace');
  const { numbers, failed, retry } = useWorkspaceNumbers(useLocale());
  if (failed) return <LoadError message={t('numbers_load_failed')} onRetry={retry} />;
  if (!numbers) {
    return (
      <p className="flex items-center gap-2 text-gray-700" role="status">
        <Spinner /> {t('numbers_loading')}
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TrendsChart days={numbers.days} />
      <FunnelChart funnel={numbers.funnel} />
      <SourcesChart sources={numbers.sources} />
      <ResponsesChart responses={numbers.responses} />
    </div>
  );
}
