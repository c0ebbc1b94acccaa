'use client';

import { useEffect, useState } from 'react';
import { useShellLabels } from '@/components/app/shell-labels-context';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { usePathname } from '@/i18n/navigation';
import { HeaderAccount } from './header-account';
import { HeaderNav } from './header-nav';

/**
 * The menu for small screens: a toggle and a full-width panel under the header, with the site's
 * sections unless `siteNav` is false (the workspace's header), then the account.
 */
export function MobileMenu({
  siteNav = true,
  inWorkspace = false,
}: {
  siteNav?: boolean;
  inWorkspace?: boolean;
}) {
  const labels = useShellLabels('navigation');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close_menu : labels.open_menu}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-current/20"
      >
        {open ? (
          <SpriteIcon name="close" className="h-5 w-5" />
        ) : (
          <SpriteIcon name="menu" className="h-5 w-5" />
        )}
      </button>
      {open ? (
        // A CSS entrance (no animation library on every page); reduced motion shows it at once.
        <nav
          id="mobile-menu"
          aria-label={labels.main_menu}
          className="absolute inset-x-0 top-full border-b border-current/10 bg-white px-4 pb-6 pt-2 shadow-lg transition duration-200 starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none dark:bg-dark-blue"
        >
          {siteNav ? <HeaderNav vertical onNavigate={() => setOpen(false)} /> : null}
          <div className={siteNav ? 'mt-4 border-t border-current/10 pt-4' : 'pt-2'}>
            <HeaderAccount vertical inWorkspace={inWorkspace} />
          </div>
        </nav>
      ) : null}
    </div>
  );
}
