import { NextIntlClientProvider } from 'next-intl';
import { NotFoundView } from '@/components/error/not-found-view';
import messages from '@/messages/cs.json';
import './globals.css';

/** A 404 outside any locale (the proxy sends everything else to a localized route). */
export default function RootNotFound() {
  return (
    <html lang="cs">
      <body>
        <NextIntlClientProvider locale="cs" messages={messages}>
          <NotFoundView />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
