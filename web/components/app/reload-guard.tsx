'use client';

import { useEffect } from 'react';
import { isChunkLoadFailure, reloadOnce } from './reload-once';

/**
 * After a deploy, an open page may ask for script chunks that no longer exist.
 * It then reloads itself once; the guard stops a reload loop for 10 seconds.
 */
export function ReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : (event.error ?? event.target);
      if (isChunkLoadFailure(reason))
        reloadOnce(window.sessionStorage, Date.now(), () => window.location.reload());
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
  return null;
}
