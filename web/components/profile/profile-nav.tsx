'use client';

import type { StaticPathname } from '@tribe/routes';
import { useTranslations } from 'next-intl';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { Link, usePathname } from '@/i18n/navigation';

const items = [
  { route: '/profile', label: 'profile_title' },
  { route: '/profile/following-companies', label: 'following_companies_title' },
  { route: '/profile/following-job-offers', label: 'following_jobs_title' },
  { route: '/profile/applications', label: 'applications_title' },
  { route: '/profile/cvs', label: 'cvs_title' },
  { route: '/profile/job-alerts', label: 'job_alerts_title' },
  { route: '/profile/for-you', label: 'for_you_title' },
  { route: '/profile/preferences', label: 'preferences_title' },
] as const satisfies readonly { route: StaticPathname; label: string }[];

interface ProfileNavProps {
  /** The site theme's profileNavigationBgColor, resolved to a colour, and the text colour on it. */
  background: string;
  color: string;
}

/**
 * The user-profile layout's navigation: My profile, Followed companies, Followed job offers, My
 * applications, CVs, Job alerts, For you, My preferences. A column on wide screens; on narrower ones
 * a strip that scrolls sideways, with the current page's item scrolled into view and the edges
 * faded where more items lie beyond them.
 */
export function ProfileNav({ background, color }: ProfileNavProps) {
  const t = useTranslations('Pages');
  const current = usePathname();
  return (
    <nav
      aria-label={t('profile_title')}
      style={{ background, color }}
      className="rounded-2xl p-3 shadow-sm"
      data-testid="profile-nav"
    >
      <ScrollStrip
        current={current}
        className="gap-1 px-1 lg:flex-col lg:overflow-visible lg:px-0 lg:[mask-image:none]"
      >
        {items.map((item) => {
          // An alert's own page belongs to the alerts item.
          const active =
            current === item.route || (current.startsWith(`${item.route}/`) && item.route !== '/profile');
          return (
            <li key={item.route} className="shrink-0 snap-start">
              <Link
                href={item.route}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-xl px-4 py-3 font-semibold whitespace-nowrap transition lg:whitespace-normal ${
                  active ? 'bg-white/90 text-gray-900 shadow-sm' : 'hover:bg-black/5'
                }`}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ScrollStrip>
    </nav>
  );
}
