import { setRequestLocale } from 'next-intl/server';
import { MessagePage } from '@/components/layout/message-page';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/jobs'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({ locale: await localeParam(params), route: '/jobs', key: 'jobs' });
}

export default async function JobsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  return <MessagePage pageKey="jobs" />;
}
