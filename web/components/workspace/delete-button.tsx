'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDelete } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';
import { ConfirmInline } from './confirm-inline';

interface DeleteButtonProps {
  url: string;
  label: string;
  /** Asked first when given (removing a member); a template or an invitation goes at once. */
  confirm?: { question: string; yes: string; no: string };
  failed: string;
}

/** Removes one of the workspace's items, then shows the page as it now is. */
export function DeleteButton({ url, label, confirm, failed }: DeleteButtonProps) {
  const router = useRouter();
  const remove = useDelete(url);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  async function run() {
    setBusy(true);
    setError(false);
    try {
      await remove();
      router.refresh();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {asking && confirm ? (
        <ConfirmInline
          question={confirm.question}
          confirm={confirm.yes}
          cancel={confirm.no}
          busy={busy}
          onConfirm={run}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button
          variant="black-outline"
          size="sm"
          loading={busy}
          onClick={() => (confirm ? setAsking(true) : run())}
        >
          {label}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
