/**
 * Every path of the platform API, named once. The route files under `web/app/api` define the
 * routes; `tests/contracts/endpoints.test.ts` checks that each entry has one and each route an
 * entry. Builders encode what they are given, so an id or a token never reaches another path.
 */
import type { OAuthProviderId } from './auth-providers';
import type { FollowTargetType } from './follows';

const segment = encodeURIComponent;
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** Where better-auth's handler is mounted; it serves the provider callbacks below it. */
export const AUTH_BASE_PATH = '/api/auth';

const profileEntries = (kind: 'education' | 'experience') => ({
  list: `/api/user/${kind}`,
  item: (id: string) => `/api/user/${kind}/${segment(id)}`,
});

export const endpoints = {
  me: '/api/me',
  authCallback: (provider: OAuthProviderId) => `${AUTH_BASE_PATH}/callback/${provider}`,
  follows: {
    jobOffer: {
      list: (language: string) => withQuery('/api/user/followed-job-offers', { language }),
      follow: '/api/user/follow-job-offer',
      unfollow: '/api/user/unfollow-job-offer',
    },
    company: {
      list: (language: string) => withQuery('/api/user/followed-company-branches', { language }),
      follow: '/api/user/follow-company-branch',
      unfollow: '/api/user/unfollow-company-branch',
    },
  } satisfies Record<FollowTargetType, unknown>,
  profile: {
    read: '/api/user/profile',
    /** The language the confirmation e-mail of a new contact address is written in. */
    update: (language: string) => withQuery('/api/user/profile', { language }),
    resendConfirmation: (language: string) => withQuery('/api/user/profile/email-confirmation', { language }),
  },
  profileEntries: {
    education: profileEntries('education'),
    experience: profileEntries('experience'),
  },
  /** POST (multipart, the `cv` PDF): the education and experience entries it proposes. */
  profileImport: '/api/user/profile-import',
  dataExport: '/api/user/export',
  account: '/api/user/account',
  applications: {
    /** My applications, each titled as its offer is titled now in `language`. */
    list: (language: string) => withQuery('/api/user/applications', { language }),
    /** POST (multipart) applies to a job offer. */
    submit: '/api/user/applications',
    withdraw: (id: string) => `/api/user/applications/${segment(id)}/withdraw`,
    cv: (id: string) => `/api/user/applications/${segment(id)}/cv`,
  },
  /** CVs kept in the profile: GET lists, POST (multipart) saves one, DELETE on an item removes it. */
  savedCvs: {
    list: '/api/user/cvs',
    item: (id: string) => `/api/user/cvs/${segment(id)}`,
    makeDefault: (id: string) => `/api/user/cvs/${segment(id)}/default`,
    file: (id: string) => `/api/user/cvs/${segment(id)}/file`,
  },
  recruiter: {
    status: (applicationId: string) => `/api/recruiter/applications/${segment(applicationId)}/status`,
    cv: (applicationId: string, token: string) =>
      withQuery(`/api/recruiter/applications/${segment(applicationId)}/cv`, { token }),
    renewLink: '/api/recruiter/applications/renew-link',
  },
  /** The recruiters' workspace of the signed-in member's company. */
  workspace: {
    overview: '/api/workspace',
    offerApplications: (offerId: string) => `/api/workspace/offers/${segment(offerId)}/applications`,
    application: (id: string) => `/api/workspace/applications/${segment(id)}`,
    /** The CV shown in the page; `cvDownload` saves it instead. */
    cv: (id: string) => `/api/workspace/applications/${segment(id)}/cv`,
    cvDownload: (id: string) => withQuery(`/api/workspace/applications/${segment(id)}/cv`, { download: '1' }),
    status: (id: string) => `/api/workspace/applications/${segment(id)}/status`,
    notes: (id: string) => `/api/workspace/applications/${segment(id)}/notes`,
    bulkStatus: '/api/workspace/applications/bulk-status',
    members: '/api/workspace/members',
    member: (id: string) => `/api/workspace/members/${segment(id)}`,
    invitations: '/api/workspace/invitations',
    invitation: (id: string) => `/api/workspace/invitations/${segment(id)}`,
    acceptInvitation: '/api/workspace/invitations/accept',
    templates: '/api/workspace/templates',
    template: (id: string) => `/api/workspace/templates/${segment(id)}`,
    /** The dashboard's charts (daily counts, funnels, sources, answers on time), offers titled in `language`. */
    numbers: (language: string) => withQuery('/api/workspace/numbers', { language }),
  },
  /** POST: a batch of a visitor's page events, sent with `navigator.sendBeacon`. */
  events: '/api/events',
  pages: {
    companyResponse: (companyID: string) => withQuery('/api/pages/company-response', { companyID }),
    jobOffers: (query: Record<string, string>) => withQuery('/api/pages/job-offers', query),
  },
  newsletter: {
    subscribe: '/api/newsletter/subscribe',
    confirm: (token: string) => withQuery('/api/newsletter/confirm', { token }),
    unsubscribe: (token: string) => withQuery('/api/newsletter/unsubscribe', { token }),
  },
  jobAlerts: {
    list: '/api/user/job-alerts',
    item: (id: string) => `/api/user/job-alerts/${segment(id)}`,
    /** The alert's matching offers; the user's visit to them moves the 'New' mark on. */
    offers: (id: string, language: string) =>
      withQuery(`/api/user/job-alerts/${segment(id)}/offers`, { language }),
    seen: (id: string) => `/api/user/job-alerts/${segment(id)}/seen`,
    subscribe: '/api/job-alerts/subscribe',
    confirm: (token: string) => withQuery('/api/job-alerts/confirm', { token }),
    unsubscribe: (token: string) => withQuery('/api/job-alerts/unsubscribe', { token }),
  },
  preferences: '/api/user/preferences',
  /** Offers and companies ranked by my preferences, in `language`. */
  forYou: (language: string) => withQuery('/api/user/for-you', { language }),
  contactEmailConfirm: (token: string) => withQuery('/api/contact-email/confirm', { token }),
  inquiry: '/api/inquiry',
  draftMode: {
    enable: (secret: string, redirect: string) => withQuery('/api/draft-mode/enable', { secret, redirect }),
    disable: (redirect: string) => withQuery('/api/draft-mode/disable', { redirect }),
    changes: '/api/draft-mode/changes',
  },
  studioLocalSession: '/api/studio/local-session',
  /** An editor invites a company's owner to its workspace. */
  studioCompanyInvitations: '/api/studio/company-invitations',
  /** Sanity's webhook calls it when content is published. */
  revalidate: '/api/revalidate',
} as const;
