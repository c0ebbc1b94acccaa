'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ButtonLink } from '@/components/ui/button';
import { RevealedStatus } from '@/components/ui/revealed-status';
import { type ApplicationSummary, canWithdraw } from '@/contracts/applications';
import { useWithdrawApplication } from '@/hooks/use-application-mutations';
import { WithdrawControl } from './withdraw-control';

/**
 * What the job detail shows instead of the form once I have applied: when, the status, the way to
 * My applications and, until the company's final decision, withdrawal (after which the form is back).
 */
export function AppliedState({
  application,
  justSent,
}: {
  application: ApplicationSummary;
  /** Sent a moment ago from this page: the thank-you comes first. */
  justSent: boolean;
}) {
  const withdraw = useWithdrawApplication();
  const t = useTranslations('Application');
  const statuses = useTranslations('Applications');
  const format = useFormatter();
  const myApplications = (
    <ButtonLink href="/profile/applications" variant="secondary" size="sm">
      {t('my_applications')}
    </ButtonLink>
  );
  return (
    <div data-testid="applied-state">
      {justSent ? (
        <RevealedStatus
          className="mb-4 flex items-start gap-2 rounded-2xl bg-green-50 p-4 text-lg font-semibold text-green-900"
          testId="application-sent"
        >
          <SpriteIcon name="check-circle" className="mt-1 h-5 w-5 shrink-0" />
          {t('success')}
        </RevealedStatus>
      ) : null}
      <p className="text-lg text-gray-950" data-testid="applied-on">
        {t('applied_on', {
          date: format.dateTime(new Date(application.sentAt), { dateStyle: 'long' }),
          status: statuses(`status_${application.status}`),
        })}
      </p>
      {canWithdraw(application.status) ? (
        <WithdrawControl onWithdraw={() => withdraw(application.id)}>{myApplications}</WithdrawControl>
      ) : (
        <div className="mt-4">{myApplications}</div>
      )}
    </div>
  );
}
