/** The candidate's profile, account and preferences. */
import { segment, withQuery } from './query';

const entriesOf = (kind: 'education' | 'experience') => ({
  list: `/api/user/${kind}`,
  item: (id: string) => `/api/user/${kind}/${segment(id)}`,
});

export const profileEndpoints = {
  read: '/api/user/profile',
  /** The language the confirmation e-mail of a new contact address is written in. */
  update: (language: string) => withQuery('/api/user/profile', { language }),
  resendConfirmation: (language: string) => withQuery('/api/user/profile/email-confirmation', { language }),
} as const;

export const profileEntryEndpoints = {
  education: entriesOf('education'),
  experience: entriesOf('experience'),
} as const;

/** POST (multipart, the `cv` PDF): the education and experience entries it proposes. */
export const profileImportEndpoint = '/api/user/profile-import';

export const dataExportEndpoint = '/api/user/export';

export const accountEndpoint = '/api/user/account';

export const preferencesEndpoint = '/api/user/preferences';

export const contactEmailConfirmEndpoint = (token: string) =>
  withQuery('/api/contact-email/confirm', { token });

/** Offers and companies ranked by my preferences, in `language`. */
export const forYouEndpoint = (language: string) => withQuery('/api/user/for-you', { language });
