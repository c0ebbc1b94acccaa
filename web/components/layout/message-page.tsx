import { getTranslations } from 'next-intl/server';
import type { PageKey } from '@/lib/pages/page-messages';
import { PageIntro } from './page-intro';

/** A page that opens with its 'Pages' heading and lead, with its body below. */
export async function MessagePage({ pageKey, children }: { pageKey: PageKey; children?: React.ReactNode }) {
  const t = await getTranslations('Pages');
  return (
    <>
      <PageIntro title={t(`${pageKey}_title`)} lead={t(`${pageKey}_lead`)} />
      {children ? <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">{children}</div> : null}
    </>
  );
}
