import { StaticIntlProvider } from '@/components/app/static-intl-provider';
import { NotFoundView } from '@/components/error/not-found-view';
import { pickMessages } from '@/i18n/client-messages';
import { TIME_ZONE } from '@/i18n/messages';
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
        <StaticIntlProvider locale="cs" messages={pickMessages(messages, ['Error'])} timeZone={TIME_ZONE}>
          <NotFoundView />
        </StaticIntlProvider>
      </body>
    </html>
  );
}
