import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';

/** What shows while a lazy component's code loads: fixed, or drawn from the props it was given. */
export type LazyFallback<Props> = ReactNode | ((props: Props) => ReactNode);

/**
 * A component whose code loads the first time it renders, `fallback` showing meanwhile: what
 * next/dynamic does, on React's own `lazy`, so no page carries next/dynamic's loader as well.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: LazyFallback<Props> = null,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at a module's top level, as next/dynamic is
  return function LazyComponent(props: Props) {
    const shown = typeof fallback === 'function' ? fallback(props) : fallback;
    return <Suspense fallback={shown}>{createElement(Lazy, props)}</Suspense>;
  };
}
