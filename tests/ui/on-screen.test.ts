// @vitest-environment jsdom
import { act, createElement, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnScreen } from '@/hooks/use-on-screen';

/** The page's one observer, so a test can say when the element enters or leaves the viewport. */
let observed: { callback: IntersectionObserverCallback; target?: Element; disconnected: boolean } | undefined;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed = { callback, disconnected: false };
  }
  observe(target: Element) {
    if (observed) observed.target = target;
  }
  disconnect() {
    if (observed) observed.disconnected = true;
  }
}

function scroll(isIntersecting: boolean) {
  act(() => {
    const entry = { isIntersecting, target: observed?.target } as IntersectionObserverEntry;
    observed?.callback([entry], {} as IntersectionObserver);
  });
}

function switchTab(visibilityState: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibilityState);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function Probe() {
  const element = useRef<HTMLDivElement>(null);
  return createElement('div', { ref: element }, useOnScreen(element) ? 'on screen' : 'resting');
}

let root: Root;
let container: HTMLDivElement;
const shown = () => container.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  switchTab('visible');
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(createElement(Probe));
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whether an element is on screen', () => {
  it('is not until the browser says the element is in the viewport', () => {
    expect(shown()).toBe('resting');
    expect(observed?.target).toBe(container.firstChild);
    scroll(true);
    expect(shown()).toBe('on screen');
  });

  it('is not while the element is scrolled out of view', () => {
    scroll(true);
    scroll(false);
    expect(shown()).toBe('resting');
    scroll(true);
    expect(shown()).toBe('on screen');
  });

  it('is not while the tab is in the background', () => {
    scroll(true);
    switchTab('hidden');
    expect(shown()).toBe('resting');
    switchTab('visible');
    expect(shown()).toBe('on screen');
  });

  it('stops observing when the element goes', () => {
    act(() => root.render(null));
    expect(observed?.disconnected).toBe(true);
  });
});
