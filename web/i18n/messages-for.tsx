import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { clientMessagesFor, type MessageScope } from './client-messages';

/**
 * next-intl's provider, with the messages of one scope, around client components the page renders
 * at once and that still translate in the browser: a page carries only the namespaces of what it
 * shows, and next-intl's code loads only on pages that hold such a part. Parts loaded on demand
 * fetch their messages with their code instead (`lazyWithMessages`).
 */
export async function MessagesFor({ scope, children }: { scope: MessageScope; children: React.ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={clientMessagesFor(messages, scope)}>
      {children}
    </NextIntlClientProvider>
  );
}
