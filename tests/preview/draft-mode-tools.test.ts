// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const router = { refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const visualEditing = vi.fn((_props: { refresh: () => Promise<void> }) => null);
vi.mock('next-sanity/visual-editing/client-component', () => ({ VisualEditing: visualEditing }));

/** The browser's EventSource, recorded: which URLs were opened, and a way to send an event. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

const { DraftModeTools } = await import('@/components/preview/draft-mode-tools');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  router.refresh.mockReset();
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

const RENDERED_AT = 1_800_000_000_000;
const render = (localChanges: boolean, renderedAt = RENDERED_AT) =>
  act(() => root.render(createElement(DraftModeTools, { localChanges, renderedAt })));

describe('the draft-mode tools of a preview', () => {
  it('refresh the page for every change to the local dataset since its render, and stop listening when left', () => {
    render(true);
    const [changes] = FakeEventSource.opened;
    expect(changes?.url).toBe(`/api/draft-mode/changes?since=${RENDERED_AT}`);
    changes?.dispatchEvent(new Event('change'));
    changes?.dispatchEvent(new Event('change'));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    // A connection by itself refreshes nothing: a click leaving the preview meanwhile stays.
    changes?.dispatchEvent(new Event('open'));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    // The refreshed page listens from its own render on.
    render(true, RENDERED_AT + 5_000);
    expect(changes?.closed).toBe(true);
    expect(FakeEventSource.opened.at(-1)?.url).toBe(`/api/draft-mode/changes?since=${RENDERED_AT + 5_000}`);
    act(() => root.render(null));
    expect(FakeEventSource.opened.at(-1)?.closed).toBe(true);
  });

  it('refresh the page when the Presentation tool asks (online, no local stream)', async () => {
    render(false);
    expect(FakeEventSource.opened).toEqual([]);
    const { refresh } = visualEditing.mock.lastCall?.[0] ?? {};
    await refresh?.();
    expect(router.refresh).toHaveBeenCalledOnce();
  });
});
