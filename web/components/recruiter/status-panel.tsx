'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/inputs';
import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS, COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import { useStatusChange } from '@/hooks/use-recruiter-application';

export interface StatusPanelTexts {
  statuses: Record<CompanyStatus, string>;
  help: string;
  messageLabel: string;
  messageHelp: string;
  saved: Record<CompanyStatus, string>;
  unchanged: string;
  failed: string;
  tooLong: string;
  linkExpired: string;
  rejectQuestion: string;
  rejectConfirm: string;
  rejectCancel: string;
}

/** A status that cannot be taken back once mailed, so the recruiter confirms it first. */
const CONFIRMED_STATUSES: readonly CompanyStatus[] = ['not_selected'];

/**
 * The recruiter's statuses, after the optional message they carry; a rejection is confirmed
 * before it is mailed. The page passes its texts in (it is server-rendered in the company's
 * language), so no message catalogue is sent here. With the link's `token` it acts for the link's
 * holder; without one, for the signed-in workspace member.
 */
export function StatusPanel({
  applicationId,
  token,
  current,
  texts,
}: {
  applicationId: string;
  token?: string;
  current: string;
  texts: StatusPanelTexts;
}) {
  const router = useRouter();
  const changeStatus = useStatusChange(applicationId, token);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<CompanyStatus | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<CompanyStatus | null>(null);
  const tooLong = message.length > APPLICATION_LIMITS.statusMessage;
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The pressed status button is disabled while the question is open: focus goes to the answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  function choose(status: CompanyStatus) {
    if (tooLong) return;
    setOutcome(null);
    if (CONFIRMED_STATUSES.includes(status)) setConfirming(status);
    else void send(status);
  }

  async function send(status: CompanyStatus) {
    setConfirming(null);
    setPending(status);
    setOutcome(null);
    try {
      const result = await changeStatus({ status, message });
      setOutcome({ ok: true, text: result.changed ? texts.saved[status] : texts.unchanged });
      if (result.changed) setMessage('');
      router.refresh();
    } catch (error) {
      const expired = error instanceof ApiError && error.code === 'link_expired';
      setOutcome({ ok: false, text: expired ? texts.linkExpired : texts.failed });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <FormField
        id="status-message"
        label={texts.messageLabel}
        help={texts.messageHelp}
        error={tooLong ? texts.tooLong : null}
      >
        <Textarea
          id="status-message"
          value={message}
          limit={APPLICATION_LIMITS.statusMessage}
          rows={3}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      </FormField>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-3 text-sm text-gray-700">{texts.help}</legend>
        {COMPANY_STATUSES.map((status) => (
          <Button
            key={status}
            variant={current === status ? 'secondary' : 'secondary-outline'}
            size="sm"
            aria-pressed={current === status}
            loading={pending === status}
            disabled={pending !== null || confirming !== null || tooLong}
            onClick={() => choose(status)}
          >
            {texts.statuses[status]}
          </Button>
        ))}
      </fieldset>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="status-confirm-question"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-gray-50 p-3"
          data-testid="status-confirm"
        >
          <p id="status-confirm-question" className="w-full text-sm font-semibold text-gray-900">
            {texts.rejectQuestion}
          </p>
          <Button ref={confirmButton} variant="black" size="sm" onClick={() => send(confirming)}>
            {texts.rejectConfirm}
          </Button>
          <Button variant="secondary-outline" size="sm" onClick={() => setConfirming(null)}>
            {texts.rejectCancel}
          </Button>
        </div>
      ) : null}
      <p
        aria-live="polite"
        className={`min-h-6 text-sm font-medium ${outcome?.ok ? 'text-green-700' : 'text-red-600'}`}
      >
        {outcome?.text}
      </p>
    </div>
  );
}
