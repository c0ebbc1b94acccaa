'use client';

import dynamic from 'next/dynamic';

/**
 * The Studio's code (several megabytes) loads in the browser only. Rendered on the server, it
 * made the first Studio request after a start wait over a second for those modules; in the
 * browser it starts loading with the page, beside the session and certificate checks.
 */
export const LazyStudioApp = dynamic(() => import('./studio-app'), { ssr: false });

if (typeof window !== 'undefined') void import('./studio-app');
