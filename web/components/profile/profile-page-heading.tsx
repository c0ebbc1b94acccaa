import { getTranslations } from 'next-intl/server';
import type { PageKey } from '@/lib/pages/page-messages';

/** The heading and lead of a profile-area page. */
export async function ProfilePageHeading({ pageKey }: { pageKey: PageKey }) {
  const t = await getTranslations('Pages');
  return (
    <header className="mb-8">
      <h1 className="font-display text-3xl font-black tracking-tight sm:text-4xl">{t(`${pageKey}_title`)}</h1>
      <p className="mt-2 text-gray-600">{t(`${pageKey}_lead`)}</p>
    </header>
  );
}
