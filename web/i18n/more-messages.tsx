'use client';

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo } from 'react';

/** Adds namespaces to the messages of the provider above (a nested provider replaces them otherwise). */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const outer = useMessages();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
