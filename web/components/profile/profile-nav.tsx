'use client';

import type { StaticPathname } from '@tribe/routes';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** Which ends of the strip have items out of sight (phones, where it scrolls sideways). */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

const FADE = '2.5rem';

/** Fades the strip's edges where more items lie beyond them, so the cut-off shows there is more. */
function fadeMask({ start, end }: HiddenEnds): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? 'transparent' : '#000'} 0, #000 ${start ? FADE : '0px'}, #000 calc(100% - ${end ? FADE : '0px'}), ${end ? 'transparent' : '#000'} 100%)`;
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
  const strip = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = strip.current;
    if (!list) return;
    const overflow = list.scrollWidth - list.clientWidth;
    const next = {
      start: overflow > 1 && list.scrollLeft > 1,
      end: overflow > 1 && list.scrollLeft < overflow - 1,
    };
    setHidden((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  // The current page's item is brought into the middle of the strip (no page scroll involved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page the user opens
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
    measure();
  }, [current, measure]);

  useEffect(() => {
    const list = strip.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const mask = fadeMask(hidden);
  return (
    <nav
      aria-label={t('profile_title')}
      style={{ background, color }}
      className="rounded-2xl p-3 shadow-sm"
      data-testid="profile-nav"
    >
      <ul
        ref={strip}
        onScroll={measure}
        style={mask ? ({ '--strip-fade': mask } as React.CSSProperties) : undefined}
        className="flex snap-x scroll-px-3 gap-1 overflow-x-auto px-1 lg:px-0 overscroll-x-contain [mask-image:var(--strip-fade,none)] [scrollbar-width:none] lg:flex-col lg:overflow-visible lg:[mask-image:none]"
        data-hidden-start={hidden.start || undefined}
        data-hidden-end={hidden.end || undefined}
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
      </ul>
    </nav>
  );
}
