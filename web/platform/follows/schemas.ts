import { z } from 'zod';

/** A published document id from the content source (letters, digits, '.', '_' and '-'). */
const contentId = z
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
