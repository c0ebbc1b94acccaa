'use client';

import { Download, Trash } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { dataExportEndpoint } from '@/contracts/endpoints/profile';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The data export download and the way to delete the account. */
export function AccountData() {
  const t = useTranslations('Profile');
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="account-heading" className="mt-12 rounded-2xl border border-gray-200 p-5">
      <h2 id="account-heading" className="font-display text-2xl font-black tracking-tight">
        {t('account_heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-600">{t('account_text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A plain link: the browser downloads the attachment with the session cookie. */}
        <a href={dataExportEndpoint} download className={buttonClasses('black-outline', 'sm')}>
          <Icon node={Download} className="h-4 w-4" /> {t('export')}
        </a>
        <Button variant="black-outline" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
          <Icon node={Trash} className="h-4 w-4" /> {t('delete_account')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
