'use client';

import { Download } from 'lucide';
import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/icon';
import { InterviewChoice } from '@/components/interviews/interview-choice';
import { type ApplicationSummary, canWithdraw } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { Link } from '@/i18n/navigation';
import { MessageForm } from './message-form';
import { SharedProfileControl } from './shared-profile-control';
import { ThreadMessages } from './thread-messages';
import { WithdrawControl } from './withdraw-control';

const STATUS_STYLES: Record<ApplicationSummary['status'], string> = {
  sent: 'bg-gray-100 text-gray-800',
  seen: 'bg-electric-blue/15 text-dark-blue',
  interviewing: 'bg-sunny-yellow/40 text-gray-950',
  offer: 'bg-primary/30 text-gray-950',
  not_selected: 'bg-gray-200 text-gray-800',
  withdrawn: 'bg-gray-200 text-gray-700',
};

/**
 * One application on My applications: the offer, the status history, the promised answer date,
 * the profile shared with the company, the interview it proposed and the messages with it.
 */
export function ApplicationCard({
  application,
  onWithdraw,
  onStopSharing,
  onWrite,
  onPickInterviewTime,
}: {
  application: ApplicationSummary;
  onWithdraw: (id: string) => Promise<void>;
  onStopSharing: (id: string) => Promise<void>;
  onWrite: (id: string, body: string) => Promise<void>;
  onPickInterviewTime: (id: string, start: string) => Promise<void>;
}) {
  const t = useTranslations('Applications');
  const tThread = useTranslations('ApplicantThread');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const open = application.status !== 'withdrawn';
  const interview = application.interviews.at(-1);
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
      id={`application-${application.id}`}
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-xs"
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
      {application.profileShared ? (
        <SharedProfileControl onStop={() => onStopSharing(application.id)} />
      ) : null}
      {canWithdraw(application.status) ? (
        <WithdrawControl onWithdraw={() => onWithdraw(application.id)}>{download}</WithdrawControl>
      ) : (
        <div className="mt-4">{download}</div>
      )}
      {interview ? (
        <InterviewChoice
          interview={interview}
          headingId={`interview-${application.id}`}
          onPick={(start) => onPickInterviewTime(application.id, start)}
        />
      ) : null}
      <section
        aria-labelledby={`thread-${application.id}`}
        className="mt-5 border-t border-gray-200 pt-4"
        data-testid="application-thread"
      >
        <h3 id={`thread-${application.id}`} className="mb-3 text-sm font-semibold text-gray-800">
          {tThread('thread_heading')}
        </h3>
        <ThreadMessages
          messages={application.messages}
          reader="candidate"
          otherSide={application.companyName}
          empty={tThread('thread_empty_candidate')}
        />
        <MessageForm
          idPrefix={`message-${application.id}`}
          onSend={(body) => onWrite(application.id, body)}
        />
      </section>
    </article>
  );
}
