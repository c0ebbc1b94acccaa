'use client';

import type { Locale } from '@tribe/routes';
import { type ComponentType, use } from 'react';
import { type LazyFallback, lazyComponent } from '@/components/ui/lazy-component';
import type { MessageScope } from '@/i18n/client-messages';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { loadScopeMessages } from '@/lib/i18n/load-scope-messages';

/**
 * A component loaded on demand that translates in the browser: its code, next-intl's provider and
 * its scope's messages in the page's language are fetched together when it first renders (the
 * fallback shows until all are in), so the page that holds it carries neither next-intl nor the
 * messages before they are needed. `preload(locale)` fetches them ahead of the first render (when
 * someone reaches for what opens it) and resolves once they are in.
 */
export function lazyWithMessages<Props extends object>(
  scope: MessageScope,
  load: () => Promise<ComponentType<Props>>,
  fallback: LazyFallback<Props> = null,
) {
  const loadWithProvider = () => Promise.all([load(), import('@/i18n/messages-provider')]);
  const Lazy = lazyComponent<Props>(async () => {
    const [Component, { MessagesProvider }] = await loadWithProvider();
    // biome-ignore lint/correctness/noComponentHookFactories: made once per component, when its code has loaded, as lazyComponent's are
    return function WithMessages(props: Props) {
      const locale = useLocaleParam();
      return (
        <MessagesProvider locale={locale} messages={use(loadScopeMessages(scope, locale))}>
          <Component {...props} />
        </MessagesProvider>
      );
    };
  }, fallback);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at a module's top level, as lazyComponent is
  function WithScopeMessages(props: Props) {
    // Asked for beside the code, not after it: the same request WithMessages then waits for.
    loadScopeMessages(scope, useLocaleParam());
    return <Lazy {...props} />;
  }
  return Object.assign(WithScopeMessages, {
    preload: (locale: Locale) =>
      Promise.all([loadWithProvider(), loadScopeMessages(scope, locale)]).then(() => undefined),
  });
}
