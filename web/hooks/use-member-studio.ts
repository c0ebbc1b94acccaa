'use client';

import { useEffect, useState } from 'react';
import { studioMemberSessionEndpoint } from '@/contracts/endpoints/studio';
import { studioTokenKey } from './studio-token-key';
import { useStudioSignOut } from './use-studio-sign-out';

export type MemberStudioState =
  | { status: 'checking' }
  /** A company's member: the Studio talks to the site's member API with their token. */
  | { status: 'member'; apiHost: string }
  /** Anyone else: the Studio signs in to Sanity itself, as it always has. */
  | { status: 'sanity' };

async function memberSession(): Promise<{ apiHost: string; token: string } | null> {
  const response = await fetch(studioMemberSessionEndpoint, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
  }).catch(() => null);
  return response?.ok ? response.json() : null;
}

const reload = () => window.location.reload();

/**
 * With a Sanity project, whether the signed-in user is a company's member, whose Studio edits
 * through the site's member API with a token of their site session (stored where the Studio's
 * token sign-in reads it). Anyone else gets Sanity's own sign-in, with no member token left behind.
 * Signing out in a member's Studio ends the site session; the page then starts again.
 */
export function useMemberStudio(projectId: string): MemberStudioState {
  const [state, setState] = useState<MemberStudioState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    memberSession().then((session) => {
      if (!active) return;
      if (!session) {
        localStorage.removeItem(studioTokenKey(projectId));
        setState({ status: 'sanity' });
        return;
      }
      localStorage.setItem(studioTokenKey(projectId), JSON.stringify({ token: session.token }));
      setState({ status: 'member', apiHost: session.apiHost });
    });
    return () => {
      active = false;
    };
  }, [projectId]);

  useStudioSignOut(projectId, state.status === 'member', reload);
  return state;
}
