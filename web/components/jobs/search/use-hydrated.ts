import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false in the server HTML and before hydration (or without JavaScript), true once React runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
