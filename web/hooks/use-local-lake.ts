'use client';

import { SANITY_API_VERSION } from '@tribe/studio/sanity-project';
import { useCallback, useEffect, useState } from 'react';
import { studioLocalSessionEndpoint } from '@/contracts/endpoints/studio';
import { studioTokenKey } from './studio-token-key';
import { useStudioSignOut } from './use-studio-sign-out';

interface LocalStudioSession {
  apiHost: string;
  token: string;
}

export type LocalLakeState =
  | { status: 'connecting' }
  | { status: 'ready'; apiHost: string }
  | { status: 'signed-out' }
  | { status: 'not-editor'; message: string }
  | { status: 'untrusted'; apiHost: string }
  | { status: 'failed'; message: string };

type SessionAnswer = { session: LocalStudioSession } | { state: LocalLakeState };

async function requestSession(): Promise<SessionAnswer> {
  const response = await fetch(studioLocalSessionEndpoint, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const body = await response.json().catch(() => null);
  if (response.status === 401) return { state: { status: 'signed-out' } };
  if (response.status === 403 && body?.error?.code === 'not_an_editor') {
    return { state: { status: 'not-editor', message: body.error.message } };
  }
  if (!response.ok) {
    return {
      state: { status: 'failed', message: body?.error?.message ?? `The site answered ${response.status}.` },
    };
  }
  return { session: body as LocalStudioSession };
}

/** How often the trust screen checks whether the editor has accepted the certificate meanwhile. */
const TRUST_RECHECK_MS = 2_000;

/** Whether the browser reaches the lake, which it does once it accepts the lake's certificate. */
const lakeReachable = (apiHost: string) =>
  fetch(`${apiHost}/v${SANITY_API_VERSION}/ping`, { cache: 'no-store' }).then(
    (ping) => ping.ok,
    () => false,
  );

/**
 * Connects the offline Studio to the local Content Lake: asks the site for a token minted for the
 * signed-in editor's session, checks that the browser accepts the lake's certificate (again every
 * two seconds and whenever the editor comes back to this tab, so accepting it in another tab opens
 * the Studio by itself), and stores the token where the Studio's token sign-in reads it. Signing
 * out in the Studio ends the site session too, so every open Studio tab returns to the sign-in gate.
 */
export function useLocalLake(projectId: string): LocalLakeState {
  const [state, setState] = useState<LocalLakeState>({ status: 'connecting' });

  useEffect(() => {
    let active = true;
    let stopWatching = () => {};
    const settle = (next: LocalLakeState) => active && setState(next);

    async function connect() {
      const answer = await requestSession();
      if ('state' in answer) return settle(answer.state);
      const { apiHost, token } = answer.session;
      const open = () => {
        localStorage.setItem(studioTokenKey(projectId), JSON.stringify({ token }));
        settle({ status: 'ready', apiHost });
      };
      if (await lakeReachable(apiHost)) return open();
      if (!active) return;
      settle({ status: 'untrusted', apiHost });
      const recheck = async () => {
        if (!active || !(await lakeReachable(apiHost))) return;
        stopWatching();
        open();
      };
      const timer = window.setInterval(recheck, TRUST_RECHECK_MS);
      window.addEventListener('focus', recheck);
      stopWatching = () => {
        window.clearInterval(timer);
        window.removeEventListener('focus', recheck);
      };
    }

    connect().catch((error: unknown) => settle({ status: 'failed', message: String(error) }));
    return () => {
      active = false;
      stopWatching();
    };
  }, [projectId]);

  const signedOut = useCallback(() => setState({ status: 'signed-out' }), []);
  useStudioSignOut(projectId, state.status === 'ready', signedOut);

  return state;
}
