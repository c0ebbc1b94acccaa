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
  | { status: 'signed-out' }
  | { status: 'not-editor'; message: string }
  | { status: 'untrusted'; projectUrl: string }
  | { status: 'failed'; message: string };

async function connect(projectId: string): Promise<LocalLakeState> {
  const response = await fetch('/api/studio/local-session', {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const body = await response.json().catch(() => null);
  if (response.status === 401) return { status: 'signed-out' };
  if (response.status === 403 && body?.error?.code === 'not_an_editor') {
    return { status: 'not-editor', message: body.error.message };
  }
  if (!response.ok) {
    return { status: 'failed', message: body?.error?.message ?? `The site answered ${response.status}.` };
  }
  const session = body as LocalStudioSession;
  const reachable = await fetch(`${session.projectUrl}v${SANITY_API_VERSION}/ping`).then(
    (ping) => ping.ok,
    () => false,
  );
  if (!reachable) return { status: 'untrusted', projectUrl: session.projectUrl };
  localStorage.setItem(`__studio_auth_token_${projectId}`, JSON.stringify({ token: session.token }));
  return { status: 'ready', apiHost: session.apiHost };
}

/**
 * Connects the offline Studio to the local Content Lake: asks the site for a token minted for the
 * signed-in editor's session, checks that the browser accepts the lake's certificate, and stores
 * the token where the Studio's token sign-in reads it.
 */
export function useLocalLake(projectId: string): LocalLakeState {
  const [state, setState] = useState<LocalLakeState>({ status: 'connecting' });

  useEffect(() => {
    let active = true;
    connect(projectId).then(
      (next) => active && setState(next),
      (error: unknown) => active && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      active = false;
    };
  }, [projectId]);

  return state;
}
