'use client';

import { useEffect } from 'react';
import type { PageEvent } from '@/contracts/numbers';
import { queuePageEvent } from '@/lib/events/page-events';

/** Counts a view of a company profile or job offer once the page has loaded; it renders nothing. */
export function PageView({ event }: { event: PageEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => queuePageEvent(JSON.parse(key)), [key]);
  return null;
}
