// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/components/ui/lazy-component';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Ahoj, ${name}`);
}

describe('a lazily loaded component', () => {
  it('loads its code on its first render, shows the fallback meanwhile and then itself with its props', async () => {
    let finishLoading: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (finishLoading = resolve)));
    const LazyGreeting = lazyComponent(load, createElement('p', null, 'Načítání…'));
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(LazyGreeting, { name: 'Jano' })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Načítání…');

    await act(async () => finishLoading(Greeting));
    expect(container.textContent).toBe('Ahoj, Jano');
    act(() => root.unmount());
  });

  it('draws its fallback from the props it was given, as a skeleton sized to what comes', async () => {
    let finishLoading: (component: typeof Greeting) => void = () => {};
    const load = () => new Promise<typeof Greeting>((resolve) => (finishLoading = resolve));
    const LazyGreeting = lazyComponent(load, ({ name }: { name: string }) =>
      createElement('p', null, `Načítání pozdravu pro ${name}…`),
    );

    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(LazyGreeting, { name: 'Evu' })));
    expect(container.textContent).toBe('Načítání pozdravu pro Evu…');

    await act(async () => finishLoading(Greeting));
    expect(container.textContent).toBe('Ahoj, Evu');
    act(() => root.unmount());
  });
});
