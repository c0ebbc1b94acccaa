import { describeFollowTargets } from '@/content/follow-targets';
import { urlForImage } from '@/content/images/image-url';
import type { Locale } from '@/i18n/pathnames';
import type { FollowTargetType } from '../db/schema';
import { followedIds } from './follows';

/** One followed job offer or company as the profile pages list it. */
export interface FollowedItem {
  id: string;
  type: FollowTargetType;
  /** The job offer's title or the company's name, in the requested language. */
  title: string;
  slug: string | null;
  /** For a job offer: its company; null for a company. */
  companyName: string | null;
  companySlug: string | null;
  /** An image URL (the company logo or the offer's preview image), or null. */
  image: string | null;
  followedAt: string;
}

const IMAGE_WIDTH = 640;

/**
 * What a user follows, described in one language, most recent first. Ids whose content is not
 * published (any more) are left out; they come back if the content is published again.
 */
export async function listFollowed(
  userId: string,
  type: FollowTargetType,
  locale: Locale,
): Promise<FollowedItem[]> {
  const follows = await followedIds(userId, type);
  if (follows.length === 0) return [];
  const targets = await describeFollowTargets(
    follows.map((entry) => entry.id),
    locale,
  );
  const byId = new Map(targets.filter((target) => target.type === type).map((target) => [target.id, target]));
  return follows.flatMap(({ id, followedAt }) => {
    const target = byId.get(id);
    if (!target) return [];
    return [
      {
        id,
        type,
        title: target.title ?? '',
        slug: target.slug ?? null,
        companyName: target.companyName ?? null,
        companySlug: target.companySlug ?? null,
        image: target.image?.asset ? urlForImage(target.image).width(IMAGE_WIDTH).url() : null,
        followedAt: followedAt.toISOString(),
      },
    ];
  });
}
