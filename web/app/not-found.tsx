import { RootNotFoundView } from '@/components/error/boundary-views';
import { pickMessages } from '@/i18n/client-messages';
import { TIME_ZONE } from '@/i18n/time-zone';
import messages from '@/messages/cs.json';
import './globals.css';

/**
 * A 404 outside any locale (the proxy sends everything else to a localized route). Its element
 * is part of every page's payload, so it carries only the messages it shows.
 */
export default function RootNotFound() {
  return (
    <html lang="cs">
      <body>
        <RootNotFoundView locale="cs" messages={pickMessages(messages, ['Error'])} timeZone={TIME_ZONE} />
      </body>
    </html>
  );
}
