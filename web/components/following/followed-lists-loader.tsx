'use client';

import { useFollows } from '@/hooks/use-follows';

/** Loads both followed lists as soon as a user is present (spec section 4, 'Authentication'). */
export function FollowedListsLoader() {
  useFollows('jobOffer');
  useFollows('company');
  return null;
}
