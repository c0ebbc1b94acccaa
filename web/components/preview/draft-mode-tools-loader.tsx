import { sanityProject } from '@tribe/studio/sanity-project';
import { draftMode } from 'next/headers';
import { Suspense } from 'react';
import { DraftModeTools } from './draft-mode-tools';

/**
 * In draft mode, on every page: the overlays, the connection to the Studio's Presentation tool
 * (which follows the page as the editor navigates in its frame) and the live refresh. A page
 * prerendered for the cache sees draft mode off; a request in draft mode renders the page afresh.
 */
export async function DraftModeToolsLoader() {
  if (!(await draftMode()).isEnabled) return null;
  return (
    // The tools read the address's search parameters.
    <Suspense>
      <DraftModeTools localChanges={!sanityProject().online} renderedAt={Date.now()} />
    </Suspense>
  );
}
