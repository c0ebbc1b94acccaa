import type { ComponentProps } from 'react';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Link } from '@/i18n/navigation';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  href?: ComponentProps<typeof Link>['href'];
}

/** Where a page sits in the site, as a trail of links ending in the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-gray-600 dark:text-white/75">
        {items.map((item, index) => (
          <li key={item.label} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <SpriteIcon name="chevron-right" className="size-3.5 shrink-0" /> : null}
            {item.href ? (
              <Link href={item.href} className="font-medium hover:underline focus-visible:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-gray-900 dark:text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
