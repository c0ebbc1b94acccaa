'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';

/**
 * next-intl's provider without its server wrapper: given the locale, messages and time zone as
 * props, it reads nothing from the request, so a page that renders it can stay static. The root
 * not-found element is part of every page's tree, which is why it must use this one.
 */
export function StaticIntlProvider(props: ComponentProps<typeof NextIntlClientProvider>) {
  return <NextIntlClientProvider {...props} />;
}
