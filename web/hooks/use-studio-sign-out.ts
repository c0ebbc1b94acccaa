'use client';

import { useEffect } from 'react';
import { studioTokenKey } from './studio-token-key';

/**
 * Calls `onSignedOut` when the Studio signs out, in this tab or another: its sign-out clears the
 * stored token and announces `null` on the BroadcastChannel `{token storage key}_broadcast`,
 * which reaches every other channel of that name, this tab's included.
 */
export function useStudioSignOut(projectId: string, enabled: boolean, onSignedOut: () => void): void {
  useEffect(() => {
    if (!enabled || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`${studioTokenKey(projectId)}_broadcast`);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'null') onSignedOut();
    };
    return () => channel.close();
  }, [projectId, enabled, onSignedOut]);
}
