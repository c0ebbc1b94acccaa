import { getMessages } from 'next-intl/server';
import { type MessageScope, scopeMessages } from './client-messages';
import { MoreMessages } from './more-messages';

/**
 * Sends the browser the messages of one scope for the client components inside it, on top of the
 * shell's: a page carries only the namespaces of what it shows.
 */
export async function MessagesFor({ scope, children }: { scope: MessageScope; children: React.ReactNode }) {
  return <MoreMessages messages={scopeMessages(await getMessages(), scope)}>{children}</MoreMessages>;
}
