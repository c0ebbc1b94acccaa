import { getTranslations } from 'next-intl/server';
import { HeaderAccount } from '@/components/layout/header-account';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { publicEnv } from '@/config/public-env';
import { Link } from '@/i18n/navigation';
import type { Theme } from '@/lib/theme/theme';

export interface ProfileSection {
  id: string;
  label: string;
}

/** The profile's own sticky bar in the company's navigation colour, with anchors to its sections. */
export async function ProfileNav({ theme, sections }: { theme: Theme; sections: ProfileSection[] }) {
  const t = await getTranslations('Navigation');
  const profile = await getTranslations('CompanyProfile');
  const secondary = theme.profileNavigationBgColor === 'SECONDARY';
  const background = secondary ? theme.secondaryColor : theme.primaryColor;
  const color = secondary ? theme.secondaryTextColor : theme.primaryTextColor;
  return (
    <header className="sticky top-0 z-30 shadow-sm" style={{ background, color }} data-testid="profile-nav">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-gray-900"
      >
        {t('skip_to_content')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          href="/"
          aria-label={t('home_link_label', { product: publicEnv.productName })}
          className="shrink-0"
        >
          <Logo className="text-xl" />
        </Link>
        <nav aria-label={profile('sections')} className="ml-6 hidden lg:block">
          <SectionLinks sections={sections} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <HeaderAccount />
        </div>
      </div>
      <nav
        aria-label={profile('sections')}
        className="overflow-x-auto border-t border-current/15 px-4 lg:hidden"
      >
        <SectionLinks sections={sections} />
      </nav>
    </header>
  );
}

function SectionLinks({ sections }: { sections: ProfileSection[] }) {
  return (
    <ul className="flex gap-1 whitespace-nowrap">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold transition hover:bg-current/10 focus-visible:outline-3 focus-visible:outline-current"
          >
            {section.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
