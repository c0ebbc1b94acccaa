'use client';

import type { Locale } from '@tribe/routes';
import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { TIME_ZONE } from './time-zone';

/** next-intl's provider for a part loaded on demand, with the messages it fetched for its scope. */
export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
