'use client';

import { Download, Star, Trash } from 'lucide';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { savedCvEndpoints } from '@/contracts/endpoints/applications';
import type { SavedCv } from '@/contracts/saved-cvs';
import { DefaultBadge, SavedCvDetails } from './saved-cv-details';

interface SavedCvCardProps {
  cv: SavedCv;
  onMakeDefault: (id: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** One saved CV: its name, size, date and default mark, with Make default, Download and Delete (asked once more). */
export function SavedCvCard({ cv, onMakeDefault, onDelete }: SavedCvCardProps) {
  const t = useTranslations('SavedCvs');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'default' | 'delete' | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (action: 'default' | 'delete', call: () => Promise<void>) => {
    setBusy(action);
    setFailed(false);
    try {
      await call();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="saved-cv">
      <h3 className="break-words font-semibold text-gray-950">
        {cv.fileName}
        {cv.isDefault ? (
          <>
            {' '}
            <DefaultBadge />
          </>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        <SavedCvDetails cv={cv} />
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm font-semibold">{t('confirm_delete')}</span>
            <Button
              variant="black"
              size="xs"
              loading={busy === 'delete'}
              onClick={() => run('delete', () => onDelete(cv.id))}
            >
              {t('confirm_yes')}
            </Button>
            <Button variant="black-outline" size="xs" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <>
            {cv.isDefault ? null : (
              <Button
                variant="black-outline"
                size="xs"
                loading={busy === 'default'}
                onClick={() => run('default', () => onMakeDefault(cv.id))}
              >
                <Icon node={Star} className="h-3.5 w-3.5" /> {t('make_default')}
              </Button>
            )}
            <a
              href={savedCvEndpoints.file(cv.id)}
              download
              aria-label={t('download_label', { name: cv.fileName })}
              className={buttonClasses('black-outline', 'xs')}
            >
              <Icon node={Download} className="h-3.5 w-3.5" /> {t('download')}
            </a>
            <Button variant="black-outline" size="xs" onClick={() => setConfirming(true)}>
              <Icon node={Trash} className="h-3.5 w-3.5" /> {t('delete')}
            </Button>
          </>
        )}
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {t('action_failed')}
        </p>
      ) : null}
    </article>
  );
}
