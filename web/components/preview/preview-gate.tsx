import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StatusErrorView } from '@/components/error/status-error-view';

/**
 * Preview screens show unpublished drafts, so they open only in draft mode (enabled by the
 * Studio, or offline by a signed link); anyone else gets the 401 page.
 */
export async function PreviewGate({ children }: { children: React.ReactNode }) {
  if (!(await draftMode()).isEnabled) return <StatusErrorView statusCode={401} />;
  const t = await getTranslations('Detail');
  return (
    <>
      <p
        className="sticky top-0 z-40 bg-sunny-yellow px-4 py-2 text-center text-sm font-semibold text-gray-900"
        role="status"
      >
        {t('preview_badge')}
      </p>
      {children}
    </>
  );
}
