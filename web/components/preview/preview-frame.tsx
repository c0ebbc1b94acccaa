import { sanityProject } from '@tribe/studio/sanity-project';
import { getTranslations } from 'next-intl/server';
import { DraftModeTools } from './draft-mode-tools';

/**
 * A preview's frame around the real page: the 'Preview of unpublished changes' badge with the
 * way back to the public page (leaving draft mode), and the overlays and live refresh.
 */
export async function PreviewFrame({
  publicPath,
  children,
}: {
  publicPath: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations('Detail');
  const exit = `/api/draft-mode/disable?${new URLSearchParams({ redirect: publicPath })}`;
  return (
    <>
      <div className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-sunny-yellow px-4 py-2 text-sm text-gray-900">
        <p className="font-semibold" role="status">
          {t('preview_badge')}
        </p>
        {/* A plain link: leaving draft mode needs a full request to the route handler. */}
        <a href={exit} className="font-semibold underline underline-offset-4 hover:no-underline">
          {t('preview_exit')}
        </a>
      </div>
      {children}
      <DraftModeTools localChanges={!sanityProject().online} />
    </>
  );
}
