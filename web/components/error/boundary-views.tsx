'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// The not-found and unauthorized boundaries are part of every page's tree, so whatever they
// render directly would load with every page; their views load only when a boundary shows. (The
// error boundary's view stays direct: loaded lazily, a failed render fell through to the global
// error page.)

/** The not-found view under a locale's layout. */
export const NotFoundBoundaryView = lazyComponent(() =>
  import('./not-found-view').then((m) => m.NotFoundView),
);

/** The not-found page outside any locale, with its own messages. */
export const RootNotFoundView = lazyComponent(() =>
  import('./standalone-not-found').then((m) => m.StandaloneNotFound),
);

/** The view of a known status (the 401 of `unauthorized()`). */
export const StatusBoundaryView = lazyComponent(() =>
  import('./status-error-view').then((m) => m.StatusErrorView),
);
