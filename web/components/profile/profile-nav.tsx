'use client';

import type { StaticPathname } from '@tribe/routes';
import { useTranslations } from 'next-intl';
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

/** The user-profile layout's navigation: My profile, Followed companies, Followed job offers, My applications, CVs, Job alerts, For you, My preferences. */
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
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {items.map((item) => {
          // An alert's own page belongs to the alerts item.
          const active =
            current === item.route || (current.startsWith(`${item.route}/`) && item.route !== '/profile');
          return (
            <li key={item.route} className="shrink-0">
              <Link
                href={item.route}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-xl px-4 py-3 font-semibold transition ${
                  active ? 'bg-white/90 text-gray-900 shadow-sm' : 'hover:bg-black/5'
                }`}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
