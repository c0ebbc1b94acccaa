'use client';

import { useLocalLake } from '@/hooks/use-local-lake';
import { EditorSignIn } from './editor-sign-in';
import { LakeTrustStep } from './lake-trust-step';
import { LazyStudioApp } from './lazy-studio-app';
import { LocalLakeNotice, noticeButton } from './local-lake-notice';

// A fresh start asks for the session and checks the certificate again.
const retry = () => window.location.reload();

async function signOutAndRetry() {
  await fetch('/auth/logout', { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
  retry();
}

/**
 * The Studio without a Sanity project: it edits the site's local dataset through the local
 * Content Lake, for signed-in editors only.
 */
export function OfflineStudio({ projectId }: { projectId: string }) {
  const state = useLocalLake(projectId);
  if (state.status === 'ready') return <LazyStudioApp apiHost={state.apiHost} />;
  if (state.status === 'signed-out') {
    return (
      <LocalLakeNotice title="Sign in to edit content">
        <p>The Studio is for the site’s editors. Sign in with the account your editor role was granted to.</p>
        <EditorSignIn onSignedIn={retry} />
      </LocalLakeNotice>
    );
  }
  if (state.status === 'not-editor') {
    return (
      <LocalLakeNotice title="You are not an editor">
        <p>{state.message}</p>
        <p>
          Ask an administrator for the editor role, or sign in with the account that has it. The role counts
          only for the address your sign-in provider confirmed.
        </p>
        <button type="button" style={noticeButton} onClick={signOutAndRetry}>
          Sign in with another account
        </button>
      </LocalLakeNotice>
    );
  }
  if (state.status === 'untrusted') return <LakeTrustStep apiHost={state.apiHost} onContinue={retry} />;
  if (state.status === 'failed') {
    return (
      <LocalLakeNotice title="The local Content Lake is not available">
        <p>{state.message}</p>
        <button type="button" style={noticeButton} onClick={retry}>
          Try again
        </button>
      </LocalLakeNotice>
    );
  }
  return <LocalLakeNotice title="Connecting to the local Content Lake…">{null}</LocalLakeNotice>;
}
