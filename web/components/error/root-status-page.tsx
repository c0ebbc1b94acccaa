import { RootStatusView } from '@/components/error/boundary-views';
import { pickMessages } from '@/i18n/client-messages';
import { TIME_ZONE } from '@/i18n/time-zone';
import messages from '@/messages/cs.json';

// One object for the three root boundaries: every page's payload holds them all, and names an
// object it has already sent by reference.
const errorMessages = pickMessages(messages, ['Error']);

/**
 * A status page outside any locale (the proxy sends every page address to a localized route): the
 * root layout only passes through, so it is a document of its own, in Czech.
 */
export function RootStatusPage({ statusCode }: { statusCode: 401 | 403 | 404 }) {
  return (
    <html lang="cs">
      <body>
        <RootStatusView statusCode={statusCode} locale="cs" messages={errorMessages} timeZone={TIME_ZONE} />
      </body>
    </html>
  );
}
