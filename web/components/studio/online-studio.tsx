'use client';

import { useMemberStudio } from '@/hooks/use-member-studio';
import { LazyStudioApp } from './lazy-studio-app';

/**
 * The Studio with a Sanity project: a company's member edits through the site's member API,
 * which holds them to their company; editors use Sanity's API and sign-in as before.
 */
export function OnlineStudio({ projectId }: { projectId: string }) {
  const state = useMemberStudio(projectId);
  if (state.status === 'checking') return null;
  return <LazyStudioApp apiHost={state.status === 'member' ? state.apiHost : undefined} />;
}
