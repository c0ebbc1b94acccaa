'use client';

import { createStudioConfig } from '@tribe/studio/config';
import { NextStudio } from 'next-sanity/studio/client-component';
import { useMemo } from 'react';
import { useLocalLake } from '@/hooks/use-local-lake';
import { LocalLakeNotice } from './local-lake-notice';

// A fresh start reads the certificate and the session again.
const retry = () => window.location.reload();

/** The Studio without a Sanity project: it edits the site's local dataset through the local Content Lake. */
export function OfflineStudio({ projectId }: { projectId: string }) {
  const state = useLocalLake(projectId);
  const apiHost = state.status === 'ready' ? state.apiHost : null;
  const config = useMemo(() => (apiHost ? createStudioConfig({ apiHost }) : null), [apiHost]);

  if (config) return <NextStudio config={config} />;
  if (state.status === 'untrusted') {
    return (
      <LocalLakeNotice title="Trust the local Content Lake once">
        <p>
          Offline, the Studio keeps content on this computer and reaches it over HTTPS with a certificate made
          for this machine. Your browser does not trust that certificate yet.
        </p>
        <ol>
          <li>
            Open{' '}
            <a href={state.projectUrl} target="_blank" rel="noreferrer">
              {state.projectUrl}
            </a>{' '}
            and accept the warning (Advanced, then Proceed / Accept the risk).
          </li>
          <li>Come back here and continue.</li>
        </ol>
        <button type="button" onClick={retry}>
          I accepted it, open the Studio
        </button>
      </LocalLakeNotice>
    );
  }
  if (state.status === 'failed') {
    return (
      <LocalLakeNotice title="The local Content Lake is not available">
        <p>{state.message}</p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </LocalLakeNotice>
    );
  }
  return <LocalLakeNotice title="Connecting to the local Content Lake…">{null}</LocalLakeNotice>;
}
