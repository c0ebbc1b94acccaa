import { setRequestLocale } from 'next-intl/server';
import { LegalBody } from '@/components/content/legal-body';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/terms-conditions'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/terms-conditions', key: 'terms' });
}

export default async function TermsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="terms">
      <LegalBody kind="terms" locale={locale} />
    </MessagePage>
  );
}
