'use client';

import { defaultLocale, type Locale } from '@tribe/routes';
import { useParams } from 'next/navigation';

/**
 * The page's locale, from its `[locale]` segment: client components read it without next-intl's
 * provider. The 404 outside any locale is Czech.
 */
export function useLocaleParam(): Locale {
  return useParams<{ locale?: Locale }>().locale ?? defaultLocale;
}
