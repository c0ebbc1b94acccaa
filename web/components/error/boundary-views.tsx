'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// The not-found, unauthorized and forbidden boundaries are part of every page's tree, so whatever they
// render directly would load with every page; their views load only when a boundary shows. (The
// error boundary's view stays direct: loaded lazily, a failed render fell through to the global
// error page.)

/** The not-found view under a locale's layout. */
export const NotFoundBoundaryView = lazyComponent(() =>
  import('./not-found-view').then((m) => m.NotFoundView),
);

/** The 404, 401 and 403 pages outside any locale, with their own messages. */
export const RootStatusView = lazyComponent(() =>
  import('./standalone-status').then((m) => m.StandaloneStatus),
);

/** The view of a known status (the 401 of `unauthorized()`). */
export const StatusBoundaryView = lazyComponent(() =>
  import('./status-error-view').then((m) => m.StatusErrorView),
);
