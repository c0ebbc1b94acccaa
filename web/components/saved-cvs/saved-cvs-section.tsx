'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { SAVED_CV_LIMIT } from '@/contracts/saved-cvs';
import { useSavedCvs } from '@/hooks/use-saved-cvs';
import { SavedCvCard } from './saved-cv-card';
import { SavedCvUpload } from './saved-cv-upload';

/** The profile's CVs: each saved one with its actions, then the upload while there is room. */
export function SavedCvsSection() {
  const t = useTranslations('SavedCvs');
  const savedCvs = useSavedCvs();
  const { items, error, reload } = savedCvs;
  if (!items && error) return <LoadError message={t('load_failed')} onRetry={() => reload()} />;
  if (!items) return <div className="h-40 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />;
  return (
    <section aria-labelledby="saved-cvs-heading" className="flex flex-col gap-6">
      <h2 id="saved-cvs-heading" className="flex items-baseline gap-3 text-xl font-bold">
        {t('list_label')}
        <span className="text-sm font-medium text-gray-600">
          {t('count', { count: items.length, limit: SAVED_CV_LIMIT })}
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="text-gray-700" data-testid="saved-cvs-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((cv) => (
            <li key={cv.id}>
              <SavedCvCard cv={cv} onMakeDefault={savedCvs.makeDefault} onDelete={savedCvs.remove} />
            </li>
          ))}
        </ul>
      )}
      {items.length < SAVED_CV_LIMIT ? (
        <SavedCvUpload upload={savedCvs.upload} />
      ) : (
        <p className="rounded-xl bg-sunny-yellow/30 p-4 text-sm text-gray-900">
          {t('full', { limit: SAVED_CV_LIMIT })}
        </p>
      )}
    </section>
  );
}
