/**
 * What members of a company (its owners and recruiters) may touch in the content, enforced by
 * the content's API and mirrored in the Studio: they edit drafts of their company and of the job
 * offers that reference it, read the shared documents those reference, and leave to editors the
 * fields editors decide and the publishing (but of a trusted company's job offers).
 */
export const memberRules = {
  companyType: 'company',
  /** Types a member writes when this reference field points to their company. */
  companyOwnedTypes: { jobOffer: 'company' },
  /** Read by every member, written by none: the technologies and the uploaded images and files. */
  sharedTypes: ['technology', 'sanity.imageAsset', 'sanity.fileAsset'],
  /** The sign-up's review, the verified company number and the address of the company's pages. */
  editorOnlyFields: { company: ['review', 'ico', 'slug'] },
  /** A trusted company's members publish its job offers themselves; its profile always waits for an editor. */
  trustedPublishTypes: ['jobOffer'],
} as const;

/** Whether the Studio's current user is a company member (the lake's `member` role). */
export const isCompanyMember = (user: { roles?: { name: string }[] } | null | undefined) =>
  Boolean(user?.roles?.some((role) => role.name === 'member'));
