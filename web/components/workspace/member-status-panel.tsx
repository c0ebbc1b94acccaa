'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { COMPANY_STATUSES } from '@/contracts/applications';
import type { WorkspaceTemplate } from '@/contracts/workspace';
import { useRouter } from '@/i18n/navigation';
import { MoveDialog, type PendingMove } from './move-dialog';
import { type DoneMove, UndoToast } from './undo-toast';

/** A member's statuses for one candidate: each asks first, showing the e-mail, and can be undone. */
export function MemberStatusPanel({
  applicationId,
  current,
  templates,
}: {
  applicationId: string;
  current: string;
  templates: WorkspaceTemplate[];
}) {
  const t = useTranslations('Workspace');
  const router = useRouter();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [done, setDone] = useState<DoneMove | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-3 text-sm text-gray-700">{t('status_help')}</legend>
        {COMPANY_STATUSES.map((status) => (
          <Button
            key={status}
            variant={current === status ? 'secondary' : 'secondary-outline'}
            size="sm"
            aria-pressed={current === status}
            onClick={() => setPending({ ids: [applicationId], status })}
          >
            {t(`status_${status}`)}
          </Button>
        ))}
      </fieldset>
      <MoveDialog
        move={pending}
        templates={templates}
        onClose={() => setPending(null)}
        onMoved={(result) => {
          setPending(null);
          setDone({ events: result.events, changed: result.changed });
          router.refresh();
        }}
      />
      <UndoToast move={done} onSettled={() => router.refresh()} />
    </div>
  );
}
