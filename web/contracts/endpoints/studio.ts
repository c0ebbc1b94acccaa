/** Editors: draft mode, the offline Studio's session and invitations, and Sanity's webhook. */
import { segment, withQuery } from './query';

export const draftModeEndpoints = {
  enable: (secret: string, redirect: string) => withQuery('/api/draft-mode/enable', { secret, redirect }),
  disable: (redirect: string) => withQuery('/api/draft-mode/disable', { redirect }),
  /** The live changes of the local dataset, from `since` (when the page was rendered, in ms). */
  changes: (since: number) => withQuery('/api/draft-mode/changes', { since: String(since) }),
} as const;

/** How many documents one member's preview follows at most. */
export const MEMBER_PREVIEW_MAX_IDS = 10;

/** A member's preview of their company's documents: the live changes of just those (`ids`, published). */
export const memberPreviewEndpoints = {
  changes: (since: number, ...ids: string[]) =>
    withQuery('/api/member-preview/changes', { ids: ids.join(','), since: String(since) }),
} as const;

export const studioLocalSessionEndpoint = '/api/studio/local-session';

/** With a Sanity project: a company member's Studio session (the member API's address and a token). */
export const studioMemberSessionEndpoint = '/api/studio/member-session';

/** The member API: Sanity's API held to the member's company; the Studio's `apiHost` is its root. */
export const memberLakeEndpoint = (apiPath: string) => `/api/member-lake/${apiPath}`;

/** Whether the signed-in user may edit content (the menu's Studio link). */
export const studioAccessEndpoint = '/api/studio/access';

/** An editor invites a company's owner to its workspace. */
export const studioCompanyInvitationsEndpoint = '/api/studio/company-invitations';

/** Editors' review of the documents companies' members submit, and the companies they trust. */
export const studioReviewEndpoints = {
  requests: '/api/studio/reviews',
  decide: (id: string) => `/api/studio/reviews/${segment(id)}`,
  trust: (companyId: string) => `/api/studio/companies/${segment(companyId)}/trust`,
} as const;

/** Sanity's webhook calls it when content is published. */
export const revalidateEndpoint = '/api/revalidate';
