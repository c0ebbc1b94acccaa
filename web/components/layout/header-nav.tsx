'use client';

import { useShellLabels } from '@/components/app/shell-labels-context';
import { Link, usePathname } from '@/i18n/navigation';
import { isActiveRoute, navItems } from './nav-items';

/** The header's public menu; `vertical` lays it out for the mobile menu. */
export function HeaderNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const labels = useShellLabels('navigation');
  const current = usePathname();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {navItems.map((item) => {
        const active = isActiveRoute(current, item.route);
        return (
          <li key={item.route}>
            <Link
              href={item.route}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-full px-4 py-2 font-medium transition ${
                vertical ? 'text-lg' : 'text-sm'
              } ${active ? 'bg-current/10' : 'hover:bg-current/5'}`}
            >
              {labels[item.label]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
