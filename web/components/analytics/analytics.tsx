'use client';

import { useSearchParams } from 'next/navigation';
import type { PostHog } from 'posthog-js';
import { useEffect, useRef, useState } from 'react';
import { publicEnv } from '@/config/public-env';
import { useConsent } from '@/hooks/use-consent';
import { usePathname } from '@/i18n/navigation';
import { isReplayAllowed } from './replay-policy';

/**
 * Product analytics, loaded only when a key is configured and the visitor has accepted
 * analytics: a page view after each navigation, a page leave before it, and session replay
 * with masked inputs outside profile and application pages.
 */
export function Analytics() {
  const consent = useConsent();
  const posthog = usePostHog(consent === 'granted' && publicEnv.posthogKey !== '');
  const route = usePathname();
  const searchParams = useSearchParams();
  const lastUrl = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is a change of route or query
  useEffect(() => {
    if (!posthog) return;
    const url = window.location.href;
    if (lastUrl.current === url) return;
    if (lastUrl.current && publicEnv.posthogPageLeave)
      posthog.capture('$pageleave', { $current_url: lastUrl.current });
    posthog.capture('$pageview', { $current_url: url });
    lastUrl.current = url;
    if (isReplayAllowed(route)) posthog.startSessionRecording();
    else posthog.stopSessionRecording();
  }, [posthog, route, searchParams]);

  return null;
}

function usePostHog(enabled: boolean): PostHog | null {
  const [client, setClient] = useState<PostHog | null>(null);
  useEffect(() => {
    if (!enabled) {
      client?.stopSessionRecording();
      client?.opt_out_capturing();
      return;
    }
    if (client) {
      client.opt_in_capturing();
      return;
    }
    let cancelled = false;
    import('posthog-js').then(({ default: posthog }) => {
      if (cancelled) return;
      posthog.init(publicEnv.posthogKey, {
        api_host: publicEnv.posthogHost,
        capture_pageview: false,
        capture_pageleave: false,
        disable_session_recording: true,
        session_recording: { maskAllInputs: true },
        persistence: 'localStorage+cookie',
      });
      setClient(posthog);
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, client]);
  return enabled ? client : null;
}
