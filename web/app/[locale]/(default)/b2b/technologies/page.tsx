import { setRequestLocale } from 'next-intl/server';
import { TechnologyGrid } from '@/components/content/technology-grid';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/b2b/technologies'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/b2b/technologies',
    key: 'b2b_technologies',
  });
}

export default async function B2bTechnologiesPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return (
    <MessagePage pageKey="b2b_technologies">
      <TechnologyGrid />
    </MessagePage>
  );
}
