'use client';

import { useTranslations } from 'next-intl';
import { OneClickAction } from '@/components/forms/one-click-action';
import { ApiError } from '@/contracts/api-error';
import { useConfirmSignup } from '@/hooks/use-company-signup';

/** Confirms the sign-up for the signed-in account, then shows the workspace's waiting page. */
export function ConfirmSignup({ token }: { token: string }) {
  const t = useTranslations('CompanySignup');
  const confirm = useConfirmSignup();
  return (
    <OneClickAction
      label={t('confirm_button')}
      run={() => confirm({ token })}
      // The server words a refused link in the page's language.
      describeFailure={(failure) =>
        failure instanceof ApiError && failure.status < 500 ? failure.message : t('failed')
      }
      then="/company-workspace"
    />
  );
}
