// @vitest-environment jsdom
import { act, createElement, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from '@/lib/motion/use-count-up';

const FRAME_MS = 16;

interface CounterProps {
  target: number;
  animate: boolean;
  rendered: number[];
}

/** Shows the count-up and records every number it committed to the page, in order. */
function Counter({ target, animate, rendered }: CounterProps) {
  const shown = useCountUp(target, 500, animate);
  useLayoutEffect(() => {
    rendered.push(shown);
  });
  return createElement('span', null, shown);
}

function renderCounter(target: number, animate: boolean) {
  const rendered: number[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(createElement(Counter, { target, animate, rendered }));
  });
  return { rendered, container, unmount: () => act(() => root?.unmount()) };
}

function playFrames(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += FRAME_MS) {
    act(() => vi.advanceTimersByTime(FRAME_MS));
  }
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the count-up of a curiosity', () => {
  it('counts a small number up through each whole number once, not once a frame, and ends on it', () => {
    const { rendered, container, unmount } = renderCounter(3, true);
    playFrames(600);
    expect(container.textContent).toBe('3');
    // The target first (the server's HTML), then 0 at the first frame, then each whole number.
    expect(rendered).toEqual([3, 0, 1, 2, 3]);
    unmount();
  });

  it('shows a large number floored at every step and ends on the floored target', () => {
    const { rendered, container, unmount } = renderCounter(1234.7, true);
    playFrames(600);
    expect(container.textContent).toBe('1234');
    expect(rendered.every(Number.isInteger)).toBe(true);
    expect(rendered.slice(1)).toEqual([...rendered.slice(1)].sort((a, b) => a - b));
    unmount();
  });

  it('shows the target at once without animation', () => {
    const { rendered, container, unmount } = renderCounter(42, false);
    playFrames(600);
    expect(container.textContent).toBe('42');
    expect(rendered).toEqual([42]);
    unmount();
  });
});
