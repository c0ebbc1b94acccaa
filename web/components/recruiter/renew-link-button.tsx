'use client';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useRenewRecruiterLink } from '@/hooks/use-recruiter-application';

/** Asks for a fresh link, which is mailed to the company's recruiting address (never shown here). */
export function RenewLinkButton({
  token,
  label,
  sent,
  failed,
}: {
  token: string;
  label: string;
  sent: string;
  failed: string;
}) {
  const { status, run, sending } = useFormSubmission();
  const renewLink = useRenewRecruiterLink(token);
  return (
    <div className="mt-6 flex flex-col gap-3">
      {status === 'success' ? null : (
        <Button variant="secondary" loading={sending} onClick={() => run(() => renewLink())}>
          {label}
        </Button>
      )}
      <FormStatus status={status} success={sent} failure={failed} revealSuccess />
    </div>
  );
}
