'use client';

import { usePathname } from 'next/navigation';
import { fillLabel, useShellLabels } from '@/components/app/shell-labels-context';
import { StatusErrorView } from './status-error-view';

export function NotFoundView() {
  const labels = useShellLabels('error');
  return (
    <StatusErrorView statusCode={404} message={fillLabel(labels.page_not_found, { path: usePathname() })} />
  );
}
