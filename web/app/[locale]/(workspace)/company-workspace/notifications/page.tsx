import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NoticeSettingsForm } from '@/components/workspace/notice-settings-form';
import { localeParam } from '@/i18n/locale-param';
import { currentWorkspace } from '@/platform/workspace/current-member';
import { noticeSettingsOf } from '@/platform/workspace/notice-settings';
import { NotAMember } from '../../not-a-member';
import { workspaceMetadata } from '../../workspace-metadata';

type Props = PageProps<'/[locale]/company-workspace/notifications'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return workspaceMetadata(await localeParam(params), 'nav_notices');
}

/** The signed-in member's own notice settings: new applications and withdrawals, how often, in which language. */
export default async function WorkspaceNotificationsPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { member } = await currentWorkspace();
  if (!member) return <NotAMember />;
  const [t, settings] = await Promise.all([getTranslations('Workspace'), noticeSettingsOf(member)]);
  return (
    <>
      <header className="mb-6">
        <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{t('notices_title')}</h1>
        <p className="mt-2 max-w-3xl text-gray-600">{t('notices_intro')}</p>
      </header>
      <section
        aria-label={t('notices_title')}
        className="max-w-2xl rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <NoticeSettingsForm initial={settings} />
      </section>
    </>
  );
}
