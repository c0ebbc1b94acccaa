'use client';

import { memberPreviewEndpoints } from '@/contracts/endpoints/studio';
import { useRefreshOnChanges } from '@/hooks/use-refresh-on-changes';

/** A member's preview refreshes on each saved change of its own documents (`ids`), and of no others. */
export function MemberLiveChanges({ ids, renderedAt }: { ids: string[]; renderedAt: number }) {
  useRefreshOnChanges(memberPreviewEndpoints.changes(renderedAt, ...ids));
  return null;
}
