'use client';

import type { Locale } from '@tribe/routes';
import { useParams } from 'next/navigation';

/** The page's locale, from its `[locale]` segment: client components read it without next-intl's provider. */
export function useLocaleParam(): Locale {
  return useParams<{ locale: Locale }>().locale;
}
