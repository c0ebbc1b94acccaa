'use client';

import { useSyncExternalStore } from 'react';
import { type AnalyticsConsent, currentConsent, subscribeToConsent } from '@/config/consent-cookie';

/** The analytics choice; 'unset' during server rendering and until the visitor chooses. */
export function useConsent(): AnalyticsConsent {
  return useSyncExternalStore(subscribeToConsent, currentConsent, () => 'unset');
}
