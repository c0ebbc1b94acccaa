'use client';

import { fillLabel, useShellLabels } from '@/components/app/shell-labels-context';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { FollowKind } from '@/hooks/use-follows';
import { useFollowToggle } from './use-follow-toggle';

interface FollowHeartProps {
  kind: FollowKind;
  id: string;
  /** What is followed, for the button's accessible name ('Unfollow Pixelhouse'). */
  name: string;
}

/** The heart on a card: filled when followed; pressing it follows or unfollows. */
export function FollowHeart({ kind, id, name }: FollowHeartProps) {
  const labels = useShellLabels('follow');
  const { following, pending, toggle } = useFollowToggle(kind, id);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={following}
      aria-label={fillLabel(following ? labels.unfollow_named : labels.follow_named, { name })}
      title={following ? labels.following : labels.follow}
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/90 text-hot-red shadow-sm transition hover:scale-105 focus-visible:outline-3 focus-visible:outline-primary disabled:opacity-60"
    >
      <SpriteIcon name="heart" className={`h-5 w-5 ${following ? 'fill-current' : ''}`} />
    </button>
  );
}
