'use client';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { fetchJson } from '@/lib/http/fetch-json';

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
  return (
    <div className="mt-6 flex flex-col gap-3">
      {status === 'success' ? null : (
        <Button
          variant="secondary"
          loading={sending}
          onClick={() =>
            run(() =>
              fetchJson('/api/recruiter/applications/renew-link', { method: 'POST', json: { token } }),
            )
          }
        >
          {label}
        </Button>
      )}
      <FormStatus status={status} success={sent} failure={failed} />
    </div>
  );
}
