import { getTranslations } from 'next-intl/server';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';
import { HeaderAccount } from './header-account';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export async function SiteHeader() {
  const t = await getTranslations('Navigation');
  return (
    <header className="sticky top-0 z-30 border-b border-current/10 bg-white/90 backdrop-blur dark:bg-dark-blue/90">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-text"
      >
        {t('skip_to_content')}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          href="/"
          aria-label={t('home_link_label', { product: publicEnv.productName })}
          className="flex min-h-11 shrink-0 items-center"
        >
          <Logo />
        </Link>
        <nav aria-label={t('main_menu')} className="ml-4 hidden lg:block">
          <HeaderNav />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden lg:block">
            <HeaderAccount />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
