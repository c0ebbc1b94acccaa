/** Applications and the CVs kept for them. */
import { segment, withQuery } from './query';

export const applicationEndpoints = {
  /** My applications, each titled as its offer is titled now in `language`. */
  list: (language: string) => withQuery('/api/user/applications', { language }),
  /** POST (multipart) applies to a job offer. */
  submit: '/api/user/applications',
  withdraw: (id: string) => `/api/user/applications/${segment(id)}/withdraw`,
  cv: (id: string) => `/api/user/applications/${segment(id)}/cv`,
  /** The thread with the company (GET), or a message to it (POST). */
  messages: (id: string) => `/api/user/applications/${segment(id)}/messages`,
  /** POST picks one of the proposed interview times. */
  interview: (id: string) => `/api/user/applications/${segment(id)}/interview`,
  /** DELETE stops sharing my profile with the application's company. */
  sharedProfile: (id: string) => `/api/user/applications/${segment(id)}/shared-profile`,
} as const;

/** CVs kept in the profile: GET lists, POST (multipart) saves one, DELETE on an item removes it. */
export const savedCvEndpoints = {
  list: '/api/user/cvs',
  item: (id: string) => `/api/user/cvs/${segment(id)}`,
  makeDefault: (id: string) => `/api/user/cvs/${segment(id)}/default`,
  file: (id: string) => `/api/user/cvs/${segment(id)}/file`,
} as const;
