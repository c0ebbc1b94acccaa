'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Href } from '@/i18n/href';
import { useRouter } from '@/i18n/navigation';

interface OneClickActionProps {
  label: string;
  /** What the button does; a thrown error stays on the page, worded by `describeFailure`. */
  run: () => Promise<unknown>;
  describeFailure: (failure: unknown) => string;
  /** Where the visitor goes once it is done. */
  then: Href;
}

/** The one button of an e-mailed link's page (accept an invitation, confirm a sign-up). */
export function OneClickAction({ label, run, describeFailure, then }: OneClickActionProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act() {
    setBusy(true);
    setError(null);
    try {
      await run();
      router.push(then);
      router.refresh();
    } catch (failure) {
      setError(describeFailure(failure));
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col items-start gap-3">
      <Button variant="primary" size="lg" loading={busy} onClick={act}>
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
