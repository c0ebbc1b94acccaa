'use client';

import { Download } from 'lucide';
import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { type ApplicationSummary, canWithdraw } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { Link } from '@/i18n/navigation';
import { WithdrawControl } from './withdraw-control';

const STATUS_STYLES: Record<ApplicationSummary['status'], string> = {
  sent: 'bg-gray-100 text-gray-800',
  seen: 'bg-electric-blue/15 text-dark-blue',
  interviewing: 'bg-sunny-yellow/40 text-gray-950',
  offer: 'bg-primary/30 text-gray-950',
  not_selected: 'bg-gray-200 text-gray-800',
  withdrawn: 'bg-gray-200 text-gray-700',
};

/** One application on My applications: the offer, the status history and the promised answer date. */
export function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: ApplicationSummary;
  onWithdraw: (id: string) => Promise<void>;
}) {
  const t = useTranslations('Applications');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const open = application.status !== 'withdrawn';
  const overdue = open && !application.answeredAt && Date.parse(application.answerDueAt) < Date.now();

  const download = (
    <a
      href={applicationEndpoints.cv(application.id)}
      download
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-dark-blue underline underline-offset-2"
    >
      <Icon node={Download} className="h-4 w-4" />
      {t('download_cv', { file: application.cvFileName })}
    </a>
  );

  return (
    <article
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs"
      data-testid="application-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold text-gray-950">
            {application.jobSlug ? (
              <Link
                href={{
                  pathname: '/company/[company_slug]/jobs/[slug]/[id]',
                  params: {
                    company_slug: application.companySlug,
                    slug: application.jobSlug,
                    id: application.jobOfferId,
                  },
                }}
                className="hover:underline"
              >
                {application.jobTitle}
              </Link>
            ) : (
              application.jobTitle
            )}
          </h2>
          <p className="mt-1 text-gray-700">
            <Link
              href={{
                pathname: '/company/[company_slug]',
                params: { company_slug: application.companySlug },
              }}
              className="font-semibold text-dark-blue hover:underline"
            >
              {application.companyName}
            </Link>{' '}
            · {t('sent_on', { date: date(application.sentAt) })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[application.status]}`}
          data-testid="application-status"
        >
          {t(`status_${application.status}`)}
        </span>
      </div>
      {open && !application.answeredAt ? (
        <p
          className={`mt-3 text-sm ${overdue ? 'font-semibold text-red-700' : 'text-gray-700'}`}
          data-testid="answer-due"
        >
          {overdue
            ? t('answer_overdue', { date: date(application.answerDueAt) })
            : t('answer_due', { date: date(application.answerDueAt) })}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-gray-800">{t('history')}</h3>
      <ol className="mt-1 flex flex-col gap-1 text-sm text-gray-700">
        {application.history.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            {date(event.at)} – {t(`status_${event.status}`)}
            {event.message ? (
              <span className="block whitespace-pre-line pl-4 text-gray-900">
                {t('quoted_message', { message: event.message })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {canWithdraw(application.status) ? (
        <WithdrawControl onWithdraw={() => onWithdraw(application.id)}>{download}</WithdrawControl>
      ) : (
        <div className="mt-4">{download}</div>
      )}
    </article>
  );
}
