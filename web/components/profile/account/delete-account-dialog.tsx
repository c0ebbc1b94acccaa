'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { useDeleteAccount } from '@/hooks/use-account';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useMe } from '@/hooks/use-me';
import { useRouter } from '@/i18n/navigation';

/** Asks once more, then deletes the account with everything stored and sends the visitor home. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Profile');
  const modal = useTranslations('Modal');
  const { refresh } = useMe();
  const router = useRouter();
  const submission = useFormSubmission();
  const deleteAccount = useDeleteAccount();

  const confirm = async () => {
    const deleted = await submission.run(() => deleteAccount());
    if (!deleted) return;
    await refresh();
    router.replace('/');
  };

  const close = () => {
    if (submission.sending) return;
    submission.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('delete_account_title')}
      width="lg"
      closeLabel={modal('close')}
    >
      <p className="text-gray-700">{t('delete_account_text')}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="black" loading={submission.sending} onClick={confirm}>
          {t('delete_account_confirm')}
        </Button>
        <Button variant="black-outline" onClick={close} disabled={submission.sending}>
          {t('cancel')}
        </Button>
      </div>
      <div className="mt-3">
        <FormStatus
          status={submission.status}
          success={t('account_deleted')}
          failure={t('delete_account_failed')}
        />
      </div>
    </Modal>
  );
}
