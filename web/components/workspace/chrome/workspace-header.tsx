import { getTranslations } from 'next-intl/server';
import { HeaderAccount } from '@/components/layout/header-account';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';

/**
 * The workspace's own header: the portal's logo (home), the workspace's name, the language and
 * the account; none of the candidates' menu.
 */
export async function WorkspaceHeader() {
  const [navigation, t] = await Promise.all([getTranslations('Navigation'), getTranslations('Workspace')]);
  return (
    <header className="sticky top-0 z-30 border-b border-current/10 bg-white/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-text"
      >
        {navigation('skip_to_content')}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          href="/"
          aria-label={navigation('home_link_label', { product: publicEnv.productName })}
          className="flex min-h-11 shrink-0 items-center"
        >
          <Logo />
        </Link>
        <Link
          href="/company-workspace"
          className="min-w-0 truncate border-l border-current/15 py-2 pl-3 font-display font-bold text-gray-900"
          data-testid="workspace-home"
        >
          {t('area_label')}
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <LanguageSwitch />
          <div className="hidden lg:block">
            <HeaderAccount inWorkspace />
          </div>
          <MobileMenu siteNav={false} inWorkspace />
        </div>
      </div>
    </header>
  );
}
