'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { StatusErrorView } from './status-error-view';

export function NotFoundView() {
  const t = useTranslations('Error');
  return <StatusErrorView statusCode={404} message={t('page_not_found', { path: usePathname() })} />;
}
