// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useStudioSignOut } from '@/hooks/use-studio-sign-out';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Watcher({ enabled, onSignedOut }: { enabled: boolean; onSignedOut: () => void }) {
  useStudioSignOut('tribelocal', enabled, onSignedOut);
  return null;
}

function watch(enabled: boolean) {
  const calls: string[] = [];
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Watcher, { enabled, onSignedOut: () => calls.push('signed out') })));
  return { calls, unmount: () => act(() => root.unmount()) };
}

/** What the Studio's token store posts: the new value as JSON, `null` once signed out. */
async function studioAnnounces(value: string) {
  const studio = new BroadcastChannel('__studio_auth_token_tribelocal_broadcast');
  studio.postMessage(value);
  studio.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the offline Studio gate hears the Studio sign out', () => {
  it('when the Studio announces that its token is gone', async () => {
    const { calls, unmount } = watch(true);
    await studioAnnounces('null');
    expect(calls).toEqual(['signed out']);
    unmount();
  });

  it('not when the Studio stores a new token', async () => {
    const { calls, unmount } = watch(true);
    await studioAnnounces(JSON.stringify({ token: 'abc' }));
    expect(calls).toEqual([]);
    unmount();
  });

  it('only while the Studio is open', async () => {
    const { calls, unmount } = watch(false);
    await studioAnnounces('null');
    expect(calls).toEqual([]);
    unmount();
  });
});
