'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Refreshes the page (its server components) on every `change` event of a stream of the local
 * dataset's changes, while `url` names one. The stream also tells of a change saved since the page
 * was rendered (someone typing while the preview loads, or while the stream reconnects); a refresh
 * without one would race a click leaving the preview and could bring the reader back to it.
 */
export function useRefreshOnChanges(url: string | null) {
  const router = useRouter();
  useEffect(() => {
    if (!url) return;
    const changes = new EventSource(url);
    changes.addEventListener('change', () => router.refresh());
    return () => changes.close();
  }, [url, router]);
}
