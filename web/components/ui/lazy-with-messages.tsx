'use client';

import type { ComponentType } from 'react';
import { type LazyFallback, lazyComponent } from '@/components/ui/lazy-component';
import type { IntlProps } from '@/i18n/intl-props';

/**
 * A component loaded on demand that translates in the browser: next-intl's provider loads with
 * it, so the page that holds it does not carry next-intl before it is needed. It takes the
 * server's `intlPropsFor(scope)` as `intl`; `preload()` fetches both ahead of the first render
 * (when someone reaches for what opens it).
 */
export function lazyWithMessages<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: LazyFallback<Props & { intl: IntlProps }> = null,
) {
  const loadWithProvider = () => Promise.all([load(), import('@/i18n/messages-provider')]);
  const Lazy = lazyComponent<Props & { intl: IntlProps }>(async () => {
    const [Component, { MessagesProvider }] = await loadWithProvider();
    // biome-ignore lint/correctness/noComponentHookFactories: made once per component, when its code has loaded, as lazyComponent's are
    return function WithMessages({ intl, ...props }: Props & { intl: IntlProps }) {
      return (
        <MessagesProvider intl={intl}>
          <Component {...(props as Props)} />
        </MessagesProvider>
      );
    };
  }, fallback);
  return Object.assign(Lazy, { preload: () => loadWithProvider().then(() => undefined) });
}
