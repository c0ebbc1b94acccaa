import { NextIntlClientProvider } from 'next-intl';
import { NotFoundView } from '@/components/error/not-found-view';
import { clientMessages } from '@/i18n/client-messages';
import messages from '@/messages/cs.json';
import './globals.css';

/** A 404 outside any locale (the proxy sends everything else to a localized route). */
export default function RootNotFound() {
  return (
    <html lang="cs">
      <body>
        <NextIntlClientProvider locale="cs" messages={clientMessages(messages)}>
          <NotFoundView />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
