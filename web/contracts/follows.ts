import { z } from 'zod';

/** A published document id from the content source (letters, digits, '.', '_' and '-'). */
export const contentId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'must be a content id (letters, digits, ".", "_" or "-")',
  });

/** Body of POST /api/user/follow-job-offer and /api/user/unfollow-job-offer. */
export const jobOfferFollowBody = z.strictObject({ jobOfferID: contentId });

/** Body of POST /api/user/follow-company-branch and /api/user/unfollow-company-branch. */
export const companyBranchFollowBody = z.strictObject({ companyBranchID: contentId });

/** What a user can follow, named as the content types: a job offer or a company (branch). */
export const FOLLOW_TARGET_TYPES = ['jobOffer', 'company'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

/** One followed job offer or company as GET /api/user/followed-* lists it. */
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
