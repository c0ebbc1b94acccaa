'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { IntlProps } from './intl-props';

/** next-intl's provider for a part loaded on demand, with what the server sent for it. */
export function MessagesProvider({ intl, children }: { intl: IntlProps; children: React.ReactNode }) {
  return <NextIntlClientProvider {...intl}>{children}</NextIntlClientProvider>;
}
