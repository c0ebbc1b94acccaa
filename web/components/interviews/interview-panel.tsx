'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmInline } from '@/components/workspace/confirm-inline';
import type { Interview } from '@/contracts/interviews';
import { useInterview } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';
import { InterviewDetails } from './interview-details';
import { InterviewForm } from './interview-form';
import { useInterviewTime } from './use-interview-time';

/**
 * The candidate's interview on their page in the workspace: where it stands, the times proposed
 * or the one picked, the form for (other) times, and the way to cancel it.
 */
export function InterviewPanel({
  applicationId,
  interview,
  withdrawn,
}: {
  applicationId: string;
  interview: Interview | null;
  /** A withdrawn application takes no new times; an open interview can still be cancelled. */
  withdrawn: boolean;
}) {
  const t = useTranslations('Interviews');
  const time = useInterviewTime();
  const router = useRouter();
  const { propose, cancel } = useInterview(applicationId);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = interview && interview.state !== 'cancelled' ? interview : null;

  async function confirmCancel() {
    setCancelling(true);
    setFailed(false);
    try {
      await cancel();
      setAsking(false);
      router.refresh();
    } catch {
      setFailed(true);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <div data-testid="interview-panel">
      {!interview ? <p className="mt-2 text-gray-700">{t('none')}</p> : null}
      {interview?.state === 'cancelled' ? (
        <p className="mt-2 text-gray-700" data-testid="interview-state">
          {t('state_cancelled')}
        </p>
      ) : null}
      {open?.state === 'proposed' ? (
        <>
          <p className="mt-2 text-gray-700" data-testid="interview-state">
            {t('state_proposed')}
          </p>
          <ul
            className="mt-2 flex list-disc flex-col gap-1 pl-5 font-semibold text-gray-950"
            data-testid="interview-slots"
          >
            {open.slots.map((slot) => (
              <li key={slot}>{time(slot)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {open?.state === 'confirmed' && open.chosenStart ? (
        <p className="mt-2 font-semibold text-gray-950" data-testid="interview-state">
          {t('state_confirmed', { time: time(open.chosenStart) })}
        </p>
      ) : null}
      {open ? <InterviewDetails interview={open} /> : null}
      {open ? (
        <div className="mt-4">
          {asking ? (
            <ConfirmInline
              question={t('cancel_question')}
              confirm={t('cancel_yes')}
              cancel={t('cancel_no')}
              busy={cancelling}
              onConfirm={confirmCancel}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <Button variant="secondary-outline" size="sm" onClick={() => setAsking(true)}>
              {t('cancel')}
            </Button>
          )}
          {failed ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {t('failed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {withdrawn ? null : (
        <InterviewForm
          key={open ? `${open.id}-${open.proposedAt}` : 'new'}
          current={open}
          onPropose={async (proposal) => {
            await propose(proposal, open !== null);
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
