import { setRequestLocale } from 'next-intl/server';
import { LegalBody } from '@/components/content/legal-body';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/privacy-policy'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/privacy-policy', key: 'privacy' });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="privacy">
      <LegalBody kind="privacy" locale={locale} />
    </MessagePage>
  );
}
