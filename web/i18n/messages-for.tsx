import { NextIntlClientProvider } from 'next-intl';
import type { MessageScope } from './client-messages';
import { intlPropsFor } from './intl-props';

/**
 * next-intl's provider, with the messages of one scope, around the client components that still
 * translate in the browser: a page carries only the namespaces of what it shows, and next-intl's
 * code loads only on pages that hold such a part.
 */
export async function MessagesFor({ scope, children }: { scope: MessageScope; children: React.ReactNode }) {
  return <NextIntlClientProvider {...(await intlPropsFor(scope))}>{children}</NextIntlClientProvider>;
}
