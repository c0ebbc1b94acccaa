import 'server-only';
import type { Locale } from '@tribe/routes';
import { describeFollowTargets } from '@/content/follow-targets';
import { urlForImage } from '@/content/images/image-url';
import type { FollowedItem, FollowTargetType } from '@/contracts/follows';
import { followedIds } from './follows';

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
