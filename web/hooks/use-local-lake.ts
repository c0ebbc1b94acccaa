'use client';

import { SANITY_API_VERSION } from '@tribe/studio/sanity-project';
import { useEffect, useState } from 'react';

interface LocalStudioSession {
  apiHost: string;
  projectUrl: string;
  token: string;
}

export type LocalLakeState =
  | { status: 'connecting' }
  | { status: 'ready'; apiHost: string }
  | { status: 'untrusted'; projectUrl: string }
  | { status: 'failed'; message: string };

/**
 * Connects the offline Studio to the local Content Lake: asks the site for the lake's address and
 * token, checks that the browser accepts the lake's certificate, and stores the token where the
 * Studio's token sign-in reads it.
 */
export function useLocalLake(projectId: string): LocalLakeState {
  const [state, setState] = useState<LocalLakeState>({ status: 'connecting' });

  useEffect(() => {
    let active = true;
    const settle = (next: LocalLakeState) => active && setState(next);
    (async () => {
      const response = await fetch('/api/studio/local-session', { cache: 'no-store' });
      const body = await response.json().catch(() => null);
      if (!response.ok) {
        return settle({
          status: 'failed',
          message: body?.error?.message ?? `The site answered ${response.status}.`,
        });
      }
      const session = body as LocalStudioSession;
      const reachable = await fetch(`${session.projectUrl}v${SANITY_API_VERSION}/ping`, {
        headers: { Authorization: `Bearer ${session.token}` },
      }).then(
        (ping) => ping.ok,
        () => false,
      );
      if (!reachable) return settle({ status: 'untrusted', projectUrl: session.projectUrl });
      localStorage.setItem(`__studio_auth_token_${projectId}`, JSON.stringify({ token: session.token }));
      settle({ status: 'ready', apiHost: session.apiHost });
    })().catch((error: unknown) => settle({ status: 'failed', message: String(error) }));
    return () => {
      active = false;
    };
  }, [projectId]);

  return state;
}
