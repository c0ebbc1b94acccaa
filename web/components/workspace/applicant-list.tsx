import { useFormatter, useTranslations } from 'next-intl';
import type { ApplicantRow } from '@/contracts/workspace';
import { Link } from '@/i18n/navigation';
import { RatingStars, TagChips } from './assessment-marks';
import { AwaitingMessage } from './awaiting-message';
import { InterviewGlanceLine } from './interview-glance';

/**
 * The applicants found, one row each: a list rather than a table, so a phone shows each one
 * whole; from a tablet up the facts sit side by side. Each name opens the candidate's page.
 */
export function ApplicantList({ items }: { items: ApplicantRow[] }) {
  const t = useTranslations('Workspace');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <ul className="flex flex-col gap-3" aria-label={t('applicants_results')} data-testid="applicant-list">
      {items.map((row) => (
        <li
          key={row.id}
          className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.4fr)] md:items-start"
          data-testid="applicant-row"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Link
              href={{ pathname: '/company-workspace/applications/[id]', params: { id: row.id } }}
              className="font-semibold break-words text-dark-blue underline-offset-2 hover:underline"
            >
              {row.candidate || row.email}
            </Link>
            <span className="text-sm break-all text-gray-600">{row.email}</span>
          </div>
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="break-words text-gray-900">{row.jobTitle}</span>
            <span className="text-gray-700">
              <span className="font-semibold">{t(`status_${row.status}`)}</span> ·{' '}
              {t('applied_on', { date: date(row.sentAt) })}
            </span>
            {row.status === 'sent' || row.status === 'seen' ? (
              <span className={row.overdue ? 'font-semibold text-red-700' : 'text-gray-600'}>
                {row.overdue
                  ? t('answer_overdue', { date: date(row.answerDueAt) })
                  : t('answer_due', { date: date(row.answerDueAt) })}
              </span>
            ) : null}
            <AwaitingMessage applicationId={row.id} at={row.unansweredMessageAt} />
            <InterviewGlanceLine interview={row.interview} />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <RatingStars rating={row.rating} />
            <TagChips tags={row.tags} />
          </div>
        </li>
      ))}
    </ul>
  );
}
