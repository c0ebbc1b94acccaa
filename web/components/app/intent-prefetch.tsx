'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH_ON_INTENT_ATTRIBUTE } from '@/i18n/navigation';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches a link's page ahead the moment a visitor reaches for it: a pointer over it, keyboard
 * focus, or the touch that starts a tap. One listener serves every link of the page.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${PREFETCH_ON_INTENT_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      router.prefetch(link.pathname + link.search);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
