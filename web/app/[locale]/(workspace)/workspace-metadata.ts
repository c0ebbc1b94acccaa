import type { Locale } from '@tribe/routes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** A workspace page's title; like every private page, never indexed. */
export async function workspaceMetadata(
  locale: Locale,
  key:
    | 'nav_dashboard'
    | 'nav_applicants'
    | 'nav_team'
    | 'nav_templates'
    | 'nav_notices'
    | 'nav_documents'
    | 'area_label',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Workspace' });
  return { title: `${t(key)} · ${t('area_label')}`, robots: { index: false, follow: false } };
}
