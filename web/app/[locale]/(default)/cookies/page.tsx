import { setRequestLocale } from 'next-intl/server';
import { CookieSettings } from '@/components/analytics/cookie-settings';
import { LegalBody } from '@/components/content/legal-body';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { MessagesFor } from '@/i18n/messages-for';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/cookies'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/cookies', key: 'cookies' });
}

export default async function CookiesPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="cookies">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <LegalBody kind="cookies" locale={locale} />
        <MessagesFor scope="shell">
          <CookieSettings />
        </MessagesFor>
      </div>
    </MessagePage>
  );
}
