'use client';

import { Clock } from 'lucide';
import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import type { CompanyResponseRecord } from '@/contracts/applications';

/** How the company keeps its promise to answer applications: the promise and its figures. */
export function CompanyResponseView({ record }: { record: NonNullable<CompanyResponseRecord['record']> }) {
  const t = useTranslations('Applications');
  const format = useFormatter();
  return (
    <section
      aria-labelledby="response-record-heading"
      className="mx-auto mt-16 max-w-7xl px-4 sm:px-6"
      data-testid="company-response-record"
    >
      <div className="flex items-start gap-4 rounded-3xl bg-primary-light p-6 text-primary-light-text sm:p-8">
        <Icon node={Clock} className="mt-1 h-6 w-6 shrink-0" />
        <div>
          <h2 id="response-record-heading" className="font-display text-xl font-bold">
            {t('record_heading')}
          </h2>
          <p className="mt-2">{t('record_promise', { days: record.responseDays })}</p>
          {record.answeredInTimeShare !== null ? (
            <p className="mt-1">
              {t('record_in_time', {
                share: format.number(record.answeredInTimeShare, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
              })}
            </p>
          ) : null}
          {record.medianDaysToAnswer !== null ? (
            <p className="mt-1">{t('record_median', { days: record.medianDaysToAnswer })}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
