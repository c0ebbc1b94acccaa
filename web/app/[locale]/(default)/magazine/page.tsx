import { setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/magazine'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/magazine', key: 'magazine' });
}

export default async function MagazinePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <MessagePage pageKey="magazine" />;
}
