import { getTranslations } from 'next-intl/server';

/** What a signed-in account that belongs to no company sees in the workspace. */
export async function NotAMember() {
  const t = await getTranslations('Workspace');
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm"
      data-testid="workspace-not-member"
    >
      <h1 className="font-display text-3xl font-black tracking-tight">{t('not_member_title')}</h1>
      <p className="mt-3 text-gray-700">{t('not_member_text')}</p>
    </section>
  );
}
