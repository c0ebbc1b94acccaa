import { BuildingComplex } from 'lucide';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/icons/icon';
import { Link } from '@/i18n/navigation';

/** The way into the company's workspace from the profile, for an account that belongs to one. */
export async function WorkspaceLink() {
  const t = await getTranslations('Workspace');
  return (
    <Link
      href="/company-workspace"
      className="flex items-center gap-2 rounded-2xl bg-white px-4 py-3 font-semibold shadow-sm hover:bg-gray-50"
      data-testid="workspace-link"
    >
      <Icon node={BuildingComplex} className="h-5 w-5 text-dark-blue" />
      {t('area_label')}
    </Link>
  );
}
