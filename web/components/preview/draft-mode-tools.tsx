'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { draftModeEndpoints } from '@/contracts/endpoints/studio';
import { useRefreshOnChanges } from '@/hooks/use-refresh-on-changes';

// Every page's layout refers to these tools, so what they import directly loads with every page
// (next-sanity's overlay entry brings next/dynamic); the overlays load in draft mode only.
const VisualEditing = lazyComponent(() =>
  import('next-sanity/visual-editing/client-component').then((module) => module.VisualEditing),
);

/**
 * Draft mode only: the visual-editing overlays (clicking one focuses that field in the Studio)
 * and the refresh that brings in each saved change without a reload: the Studio's own signal
 * inside Presentation, and offline also every write to the local dataset.
 */
export function DraftModeTools({ localChanges, renderedAt }: { localChanges: boolean; renderedAt: number }) {
  const router = useRouter();
  const refresh = useCallback(() => {
    router.refresh();
    return Promise.resolve();
  }, [router]);
  useRefreshOnChanges(localChanges ? draftModeEndpoints.changes(renderedAt) : null);
  return <VisualEditing refresh={refresh} />;
}
