import { setRequestLocale } from 'next-intl/server';
import { LegalBody } from '@/components/content/legal-body';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/for-companies/gtc'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/for-companies/gtc',
    key: 'b2b_terms',
  });
}

export default async function B2bTermsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="b2b_terms">
      <LegalBody kind="b2bTerms" locale={locale} />
    </MessagePage>
  );
}
