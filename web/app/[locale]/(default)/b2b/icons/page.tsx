import { setRequestLocale } from 'next-intl/server';
import { IconShowcase } from '@/components/icons/icon-showcase';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/b2b/icons'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/b2b/icons', key: 'b2b_icons' });
}

export default async function B2bIconsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="b2b_icons">
      <IconShowcase />
    </MessagePage>
  );
}
