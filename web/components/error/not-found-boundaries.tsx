'use client';

import dynamic from 'next/dynamic';

// The not-found boundaries are part of every page's tree, so whatever they render directly
// would load with every page; their views load only when a boundary shows.

/** The not-found view under a locale's layout. */
export const NotFoundBoundaryView = dynamic(() => import('./not-found-view').then((m) => m.NotFoundView));

/** The not-found page outside any locale, with its own messages. */
export const RootNotFoundView = dynamic(() =>
  import('./standalone-not-found').then((m) => m.StandaloneNotFound),
);
