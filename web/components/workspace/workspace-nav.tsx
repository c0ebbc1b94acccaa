'use client';

import type { StaticPathname } from '@tribe/routes';
import { useTranslations } from 'next-intl';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { Link, usePathname } from '@/i18n/navigation';

const items = [
  { route: '/company-workspace', label: 'nav_dashboard' },
  { route: '/company-workspace/applicants', label: 'nav_applicants' },
  { route: '/company-workspace/documents', label: 'nav_documents' },
  { route: '/company-workspace/team', label: 'nav_team' },
  { route: '/company-workspace/templates', label: 'nav_templates' },
  { route: '/company-workspace/notifications', label: 'nav_notices' },
] as const satisfies readonly { route: StaticPathname; label: string }[];

/**
 * The workspace's sections; an offer's or a candidate's page belongs to the applicants. On a phone
 * the strip scrolls sideways, like the profile's.
 */
export function WorkspaceNav() {
  const t = useTranslations('Workspace');
  const current = usePathname();
  const activeRoute =
    items.find((item) => item.route !== '/company-workspace' && current.startsWith(item.route))?.route ??
    '/company-workspace';
  return (
    <nav aria-label={t('area_label')} data-testid="workspace-nav">
      <ScrollStrip current={current} className="gap-1">
        {items.map((item) => (
          <li key={item.route} className="shrink-0 snap-start">
            <Link
              href={item.route}
              aria-current={activeRoute === item.route ? 'page' : undefined}
              className={`block rounded-xl px-4 py-2.5 font-semibold whitespace-nowrap transition ${
                activeRoute === item.route ? 'bg-white text-gray-900 shadow-sm' : 'hover:bg-black/5'
              }`}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ScrollStrip>
    </nav>
  );
}
