'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/contracts/api-error';
import { useAcceptInvitation } from '@/hooks/use-workspace';
import { useRouter } from '@/i18n/navigation';

const REASONS = {
  invalid_invitation: 'invitation_invalid',
  invitation_expired: 'invitation_expired',
  invitation_used: 'invitation_used',
  wrong_account: 'invitation_wrong_account',
  member_elsewhere: 'invitation_member_elsewhere',
} as const;

/** Accepts the invitation for the signed-in account and opens the company's workspace. */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const accept = useAcceptInvitation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await accept({ token });
      router.push('/company-workspace');
      router.refresh();
    } catch (failure) {
      const reason = failure instanceof ApiError ? REASONS[failure.code as keyof typeof REASONS] : undefined;
      setError(t(reason ?? 'failed'));
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col items-start gap-3">
      <Button variant="primary" size="lg" loading={busy} onClick={run}>
        {t('invitation_accept')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
