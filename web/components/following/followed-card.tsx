'use client';

import { CircleCheck } from 'lucide';
import { useTranslations } from 'next-intl';
import { AppliedMarker } from '@/components/applications/applied-marker';
import { Icon } from '@/components/icons/icon';
import { ContentImage } from '@/components/ui/content-image';
import type { FollowedItem } from '@/contracts/follows';
import type { Href } from '@/i18n/href';
import { Link } from '@/i18n/navigation';
import { FollowHeart } from './follow-heart';

const initials = (title: string) =>
  title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

function detailHref(item: FollowedItem): Href | null {
  if (item.type === 'company') {
    return item.slug ? { pathname: '/company/[company_slug]', params: { company_slug: item.slug } } : null;
  }
  return item.slug && item.companySlug
    ? {
        pathname: '/company/[company_slug]/jobs/[slug]/[id]',
        params: { company_slug: item.companySlug, slug: item.slug, id: item.id },
      }
    : null;
}

/** A followed job offer or company on the profile pages, with its heart. */
export function FollowedCard({ item }: { item: FollowedItem }) {
  const t = useTranslations('Applications');
  const href = detailHref(item);
  return (
    <article className="flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
      {item.image ? (
        <ContentImage
          src={item.image}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-xl bg-gray-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-primary font-display text-xl font-black text-primary-text"
        >
          {initials(item.title)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg font-bold break-words">
          {href ? (
            <Link href={href} className="hover:underline focus-visible:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h2>
        {item.companyName ? <p className="text-sm text-gray-600">{item.companyName}</p> : null}
        {item.type === 'jobOffer' ? (
          <p className="mt-1.5 empty:hidden">
            <AppliedMarker jobOfferId={item.id}>
              <Icon node={CircleCheck} className="h-3.5 w-3.5" />
              {t('applied')}
            </AppliedMarker>
          </p>
        ) : null}
      </div>
      <FollowHeart kind={item.type} id={item.id} name={item.title} />
    </article>
  );
}
