import { ArrowRight } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';
import { Link } from '@/i18n/navigation';

/** The way on to For you once the candidate has told the site what they look for. */
export function ForYouLink({ children }: { children: ReactNode }) {
  return (
    <Link
      href="/profile/for-you"
      className="inline-flex items-center gap-1.5 font-semibold text-dark-blue underline-offset-4 hover:underline"
    >
      {children}
      <Icon node={ArrowRight} className="h-4 w-4" />
    </Link>
  );
}
