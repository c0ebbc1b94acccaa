'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { NotFoundView } from './not-found-view';

/**
 * The not-found view with its own messages, for the 404 outside any locale: given the locale,
 * messages and time zone as props, it reads nothing from the request, so the pages whose tree
 * holds it stay static.
 */
export function StandaloneNotFound(props: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'>) {
  return (
    <NextIntlClientProvider {...props}>
      <NotFoundView />
    </NextIntlClientProvider>
  );
}
