import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { type MessageScope, scopeMessages } from './client-messages';

/**
 * What next-intl's provider needs in the browser for the client components of one scope: the
 * locale, the time zone and the scope's messages with the shell's (load errors, sign-in). Only
 * the parts that still translate in the browser get a provider; the shell's islands get their
 * texts from the server (`shellLabels`).
 */
export async function intlPropsFor(scope: MessageScope) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return {
    locale,
    timeZone,
    messages: { ...scopeMessages(messages, 'shell'), ...scopeMessages(messages, scope) },
  };
}

export type IntlProps = Awaited<ReturnType<typeof intlPropsFor>>;
