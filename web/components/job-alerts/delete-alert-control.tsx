'use client';

import { Trash } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';

/**
 * 'Delete', then the question in the page's own look (not the browser's dialog) with 'Yes, delete'
 * and 'Cancel'; focus goes to 'Cancel', the safe answer.
 */
export function DeleteAlertControl({
  name,
  busy,
  onDelete,
}: {
  name: string;
  busy: boolean;
  onDelete: () => void;
}) {
  const t = useTranslations('JobAlerts');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="primary-outline" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
        <Icon node={Trash} className="h-4 w-4" />
        {t('delete')}
      </Button>
    );
  }
  return (
    <div
      className="flex basis-full flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3"
      data-testid="job-alert-delete-confirm"
    >
      <p className="basis-full text-sm font-semibold text-gray-900">{t('delete_confirm', { name })}</p>
      <Button variant="black" size="sm" loading={busy} onClick={onDelete}>
        {t('delete_yes')}
      </Button>
      <Button
        ref={(button) => button?.focus()}
        variant="black-outline"
        size="sm"
        onClick={() => setConfirming(false)}
      >
        {t('cancel')}
      </Button>
    </div>
  );
}
