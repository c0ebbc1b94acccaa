'use client';

import type { Locale } from '@tribe/routes';
import { useParams } from 'next/navigation';
import { useTransition } from 'react';
import { useShellLabels } from '@/components/app/shell-labels-context';
import type { Href } from '@/i18n/href';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useLocaleParam } from '@/i18n/use-locale-param';

/** Switches to the other locale on the same page: the localized path with the same params and query. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const labels = useShellLabels('languageSwitch');
  const locale = useLocaleParam();
  const other: Locale = locale === 'cs' ? 'en' : 'cs';
  const pathname = usePathname();
  const params = useParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const onSwitch = () =>
    startTransition(() => {
      const { locale: _current, ...routeParams } = params;
      const query = Object.fromEntries(new URLSearchParams(window.location.search));
      // The pathname and params come from the current route, so they always fit together.
      router.replace({ pathname, params: routeParams, query } as Href, {
        locale: other,
      });
    });

  return (
    <button
      type="button"
      lang={other}
      onClick={onSwitch}
      disabled={pending}
      data-testid="language-switch"
      className={`inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-current/20 px-3 text-sm font-semibold transition hover:border-current/60 disabled:opacity-60 ${className}`}
    >
      {/* The visible 'EN' starts the accessible name, so voice control can say what it sees. */}
      {labels.switch_to_short}
      <span className="sr-only">: {labels.switch_to_label}</span>
    </button>
  );
}
