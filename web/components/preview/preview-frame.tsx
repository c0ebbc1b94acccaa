import { sanityProject } from '@tribe/studio/sanity-project';
import { getTranslations } from 'next-intl/server';
import { draftModeEndpoints } from '@/contracts/endpoints/studio';
import { MemberLiveChanges } from './member-live-changes';

/**
 * A preview's frame around the real page: the 'Preview of unpublished changes' badge with the
 * way back to the public page (leaving draft mode). A member's preview (`memberIds`, the documents
 * it shows) has no draft mode to leave, and refreshes offline on the changes of those documents.
 */
export async function PreviewFrame({
  publicPath,
  memberIds,
  children,
}: {
  publicPath: string;
  memberIds?: string[];
  children: React.ReactNode;
}) {
  const t = await getTranslations('Detail');
  const exit = draftModeEndpoints.disable(publicPath);
  return (
    <>
      {/* Pinned to the bottom, so it never covers the page's own sticky navigation. */}
      <div className="fixed bottom-4 left-1/2 z-50 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-full bg-sunny-yellow px-5 py-2 text-sm text-gray-900 shadow-lg">
        <p className="font-semibold" role="status">
          {t('preview_badge')}
        </p>
        {/* A plain link: leaving draft mode needs a full request to the route handler. */}
        {!memberIds && (
          <a href={exit} className="font-semibold underline underline-offset-4 hover:no-underline">
            {t('preview_exit')}
          </a>
        )}
      </div>
      {memberIds && !sanityProject().online && <MemberLiveChanges ids={memberIds} renderedAt={Date.now()} />}
      {children}
    </>
  );
}
