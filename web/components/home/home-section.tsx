import type { ComponentProps } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Link } from '@/i18n/navigation';

interface HomeSectionProps {
  id: string;
  title: string;
  lead: string;
  /** The section's 'see all' link. */
  more: { href: ComponentProps<typeof Link>['href']; label: string };
  className?: string;
  children: React.ReactNode;
}

/** One home page section: heading, lead, a link to everything of its kind, and its cards. */
export function HomeSection({ id, title, lead, more, className = '', children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={className} data-testid={id}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={id} className="font-display text-3xl font-black tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-2 text-lg text-gray-600">{lead}</p>
          </div>
          <Link
            href={more.href}
            className="inline-flex items-center gap-2 rounded-full font-semibold text-gray-950 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-electric-blue"
          >
            {more.label}
            <SpriteIcon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
