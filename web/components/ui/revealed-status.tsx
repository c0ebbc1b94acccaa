'use client';

import type { ReactNode } from 'react';
import { useRevealOnMount } from '@/hooks/use-reveal-on-mount';

/**
 * The confirmation that replaces a sent form: announced as a status, scrolled into view and focused
 * the moment it appears.
 */
export function RevealedStatus({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const reveal = useRevealOnMount<HTMLDivElement>();
  return (
    <div
      ref={reveal}
      role="status"
      tabIndex={-1}
      className={`scroll-my-24 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue ${className ?? ''}`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
