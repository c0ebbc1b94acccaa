import { Pencil } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';

/**
 * The way from the workspace into the Studio, where members edit their company's profile and job
 * offers as drafts (the Studio is not translated and lives outside the language's addresses).
 */
export async function StudioEntry() {
  const t = await getTranslations('Workspace');
  return (
    <a
      href="/studio"
      className="inline-flex items-center gap-2 self-start rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 shadow-sm hover:bg-gray-50"
      data-testid="studio-entry"
    >
      <Icon node={Pencil} className="h-4 w-4 text-dark-blue" />
      {t('studio_entry')}
    </a>
  );
}
