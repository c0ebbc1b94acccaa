'use client';

import { useTranslations } from 'next-intl';
import { OneClickAction } from '@/components/forms/one-click-action';
import { ApiError } from '@/contracts/api-error';
import { useAcceptInvitation } from '@/hooks/use-workspace';

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
  const accept = useAcceptInvitation();
  return (
    <OneClickAction
      label={t('invitation_accept')}
      run={() => accept({ token })}
      describeFailure={(failure) => {
        const reason =
          failure instanceof ApiError ? REASONS[failure.code as keyof typeof REASONS] : undefined;
        return t(reason ?? 'failed');
      }}
      then="/company-workspace"
    />
  );
}
