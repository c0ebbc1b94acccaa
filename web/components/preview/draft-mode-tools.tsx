'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { endpoints } from '@/contracts/endpoints';

// Every page's layout refers to these tools, so what they import directly loads with every page
// (next-sanity's overlay entry brings next/dynamic); the overlays load in draft mode only.
const VisualEditing = lazyComponent(() =>
  import('next-sanity/visual-editing/client-component').then((module) => module.VisualEditing),
);

/** The stream of local dataset changes, open only in draft mode (see the route). */

/**
 * Draft mode only: the visual-editing overlays (clicking one focuses that field in the Studio)
 * and the refresh that brings in each saved change without a reload: the Studio's own signal
 * inside Presentation, and offline also every write to the local dataset.
 */
export function DraftModeTools({ localChanges }: { localChanges: boolean }) {
  const router = useRouter();
  const refresh = useCallback(() => {
    router.refresh();
    return Promise.resolve();
  }, [router]);

  useEffect(() => {
    if (!localChanges) return;
    const changes = new EventSource(endpoints.draftMode.changes);
    // Each (re)connection refreshes once too: a change saved between the page's render and the
    // stream's opening (an editor typing while the preview loads) would otherwise be missed.
    changes.addEventListener('open', () => router.refresh());
    changes.addEventListener('change', () => router.refresh());
    return () => changes.close();
  }, [localChanges, router]);

  return <VisualEditing refresh={refresh} />;
}
