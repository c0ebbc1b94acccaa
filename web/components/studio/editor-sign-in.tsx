'use client';

import { useState } from 'react';
import { openSignInPopup } from '@/components/auth/sign-in-popup';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderId } from '@/contracts/auth-providers';
import { noticeButton } from './local-lake-notice';

/** The site's own sign-in (the same popup and providers) in front of the offline Studio. */
export function EditorSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = async (provider: OAuthProviderId) => {
    setProblem(null);
    try {
      if (await openSignInPopup(provider)) onSignedIn();
    } catch {
      setProblem('The sign-in window was blocked. Allow pop-ups for this site and try again.');
    }
  };
  return (
    <>
      {OAUTH_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          style={noticeButton}
          data-provider={provider}
          onClick={() => signIn(provider)}
        >
          Continue with {OAUTH_PROVIDER_NAMES[provider]}
        </button>
      ))}
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
