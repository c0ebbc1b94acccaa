import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code loads the first time it renders, `fallback` showing meanwhile: what
 * next/dynamic does, on React's own `lazy`, so no page carries next/dynamic's loader as well.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at a module's top level, as next/dynamic is
  return function LazyComponent(props: Props) {
    return <Suspense fallback={fallback}>{createElement(Lazy, props)}</Suspense>;
  };
}
