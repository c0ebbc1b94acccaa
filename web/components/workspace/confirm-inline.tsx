'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface ConfirmInlineProps {
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A question asked in place before an action that e-mails people or takes access away; focus lands on the answer. */
export function ConfirmInline({ question, confirm, cancel, onConfirm, onCancel, busy }: ConfirmInlineProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="workspace-confirm-question"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-gray-50 p-3"
      data-testid="workspace-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id="workspace-confirm-question" className="w-full text-sm font-semibold text-gray-900">
        {question}
      </p>
      <Button ref={confirmButton} variant="black" size="sm" loading={busy} onClick={onConfirm}>
        {confirm}
      </Button>
      <Button variant="secondary-outline" size="sm" disabled={busy} onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
