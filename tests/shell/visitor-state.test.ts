// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'cs' }) }));

const jana = { id: 'u1', name: 'Jana', surname: 'Nováková', email: 'jana@example.com', image: null };

/** The API as the browser meets it: who is signed in and what they follow, changed by the calls. */
function fakeApi() {
  const state = { user: jana as typeof jana | null, followed: new Set(['job-1']), meFails: false };
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/me')
      return state.meFails ? json({ error: 'unavailable' }, 503) : json({ user: state.user });
    if (url.startsWith('/api/user/followed-job-offers')) {
      if (!state.user) return json({ error: 'unauthorized' }, 401);
      return json([...state.followed].map((id) => ({ id, type: 'jobOffer', title: id, slug: null })));
    }
    if (url === '/api/user/follow-job-offer') {
      state.followed.add(JSON.parse(String(init?.body)).jobOfferID);
      return json({ ok: true });
    }
    throw new Error(`unexpected request ${url}`);
  });
  return { state, calls, fetch };
}

let api: ReturnType<typeof fakeApi>;
let root: Root;
let container: HTMLElement;

beforeEach(() => {
  vi.resetModules();
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

type MeHook = typeof import('@/hooks/use-me').useMe;
type FollowsHook = typeof import('@/hooks/use-follows').useFollows;

/** The hooks of a fresh module graph (a fresh store) for each test, and what they last answered. */
const loaded: { useMe?: MeHook; useFollows?: FollowsHook } = {};
const hooks: { me?: ReturnType<MeHook>; follows?: ReturnType<FollowsHook> } = {};

function Header() {
  const me = (loaded.useMe as MeHook)();
  hooks.me = me;
  return createElement('p', { id: 'header' }, me.isLoading ? '…' : (me.user?.name ?? 'signed out'));
}

function Heart({ id }: { id: string }) {
  const follows = (loaded.useFollows as FollowsHook)('jobOffer');
  hooks.follows = follows;
  return createElement('p', { id }, follows.isFollowing(id) ? '♥' : '♡');
}

/** A header naming the user and two hearts reading the followed offers, as a public page has them. */
async function renderPage() {
  loaded.useMe = (await import('@/hooks/use-me')).useMe;
  loaded.useFollows = (await import('@/hooks/use-follows')).useFollows;
  await act(async () =>
    root.render(
      createElement('div', null, [
        createElement(Header, { key: 'h' }),
        createElement(Heart, { key: '1', id: 'job-1' }),
        createElement(Heart, { key: '2', id: 'job-2' }),
      ]),
    ),
  );
  const text = (id: string) => container.querySelector(`#${id}`)?.textContent;
  return { hooks, text };
}

describe("the visitor's shared state", () => {
  it('asks once for the user and once for the followed list, whatever the number of readers', async () => {
    const { text } = await renderPage();
    expect(text('header')).toBe('Jana');
    expect(text('job-1')).toBe('♥');
    expect(text('job-2')).toBe('♡');
    expect(api.calls).toEqual(['GET /api/me', 'GET /api/user/followed-job-offers?language=cs']);
  });

  it('shows a follow in every heart once the list, fetched again, says so', async () => {
    const { hooks, text } = await renderPage();
    await act(async () => {
      await hooks.follows?.follow('job-2');
    });
    expect(api.calls.slice(2)).toEqual([
      'POST /api/user/follow-job-offer',
      'GET /api/user/followed-job-offers?language=cs',
    ]);
    expect(text('job-1')).toBe('♥');
    expect(text('job-2')).toBe('♥');
  });

  it('clears the header and every heart when the user, asked again, is gone', async () => {
    const { hooks, text } = await renderPage();
    api.state.user = null;
    await act(async () => {
      await hooks.me?.refresh();
    });
    expect(text('header')).toBe('signed out');
    expect(text('job-1')).toBe('♡');
    expect(hooks.follows?.items).toBeUndefined();
  });

  it('makes a failed user check the followed list’s error, and trying again asks for the user', async () => {
    api.state.meFails = true;
    const { hooks, text } = await renderPage();
    expect(text('header')).toBe('signed out');
    expect(hooks.follows?.error).toBe(hooks.me?.error);
    expect(hooks.follows?.error).toBeTruthy();

    api.state.meFails = false;
    await act(async () => {
      await hooks.follows?.reload();
    });
    expect(hooks.follows?.error).toBeUndefined();
    expect(text('header')).toBe('Jana');
    expect(text('job-1')).toBe('♥');
  });

  it('keeps the user while a later check fails, with the failure recorded', async () => {
    const { hooks, text } = await renderPage();
    api.state.meFails = true;
    await act(async () => {
      await hooks.me?.refresh();
    });
    expect(text('header')).toBe('Jana');
    expect(hooks.me?.error).toBeTruthy();
  });
});
