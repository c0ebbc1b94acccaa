import type { StaticPathname } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';

/** The workspace's own footer: the way back to the portal and the terms that bind a company; no newsletter. */
export async function WorkspaceFooter() {
  const [footer, t] = await Promise.all([getTranslations('Footer'), getTranslations('Workspace')]);
  const links: { route: StaticPathname; label: string }[] = [
    { route: '/', label: t('footer_portal', { product: publicEnv.productName }) },
    { route: '/for-companies/gtc', label: footer('b2b_terms') },
    { route: '/privacy-policy', label: footer('privacy') },
    { route: '/cookies', label: footer('cookie_settings') },
  ];
  return (
    <footer className="bg-dark-blue text-white" data-testid="workspace-footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-white/70">
          {footer('copyright', { year: new Date().getFullYear(), product: publicEnv.productName })}
        </p>
        <nav aria-label={t('footer_label')}>
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {links.map((link) => (
              <li key={link.route}>
                <Link
                  href={link.route}
                  className="inline-flex min-h-11 items-center px-2 text-sm text-white/90 transition hover:text-energetic-green"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
