'use client';

import { useShellLabels } from '@/components/app/shell-labels-context';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import type { FollowKind } from '@/hooks/use-follows';
import { useFollowToggle } from './use-follow-toggle';

interface FollowButtonProps {
  kind: FollowKind;
  id: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** 'Follow' / 'Following' with a heart, for a job offer or a company. */
export function FollowButton({ kind, id, variant = 'white', size = 'sm' }: FollowButtonProps) {
  const labels = useShellLabels('follow');
  const { following, pending, toggle } = useFollowToggle(kind, id);
  return (
    <Button variant={variant} size={size} loading={pending} aria-pressed={following} onClick={toggle}>
      {pending ? null : <SpriteIcon name="heart" className={`h-4 w-4 ${following ? 'fill-current' : ''}`} />}
      {following ? labels.following : labels.follow}
    </Button>
  );
}
