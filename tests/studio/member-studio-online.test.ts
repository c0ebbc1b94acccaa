// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MemberStudioState, useMemberStudio } from '@/hooks/use-member-studio';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN_KEY = '__studio_auth_token_tribetest';

/** Records every state the online Studio's member check goes through. */
function Probe({ states }: { states: MemberStudioState[] }) {
  states.push(useMemberStudio('tribetest'));
  return null;
}

/** The states the online Studio goes through while the site answers its member check. */
async function statesWith(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  const states: MemberStudioState[] = [];
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe, { states })));
  act(() => root.unmount());
  return states;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Studio with a Sanity project', () => {
  it('opens a member’s Studio on the member API with their token', async () => {
    const session = { apiHost: 'https://tribe.example/api/member-lake', token: 'member-token' };
    const states = await statesWith(Response.json(session));
    expect(states.at(0)).toEqual({ status: 'checking' });
    expect(states.at(-1)).toEqual({ status: 'member', apiHost: session.apiHost });
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null')).toEqual({ token: 'member-token' });
  });

  it('leaves anyone else to Sanity’s sign-in, with no member token behind', async () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'old-member-token' }));
    const refused = Response.json({ error: { code: 'not_a_member' } }, { status: 403 });
    expect((await statesWith(refused)).at(-1)).toEqual({ status: 'sanity' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
