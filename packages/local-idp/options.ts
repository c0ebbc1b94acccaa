import type { Logger } from '@tribe/server-kit/logger';

/** The texts of the sign-in pages; `{provider}` in them names the provider the form stands in for. */
export type SignInText =
  | 'title'
  | 'badge'
  | 'notice'
  | 'name'
  | 'surname'
  | 'email'
  | 'submit'
  | 'invalid'
  | 'expired'
  | 'unavailable'
  | 'too_large';

/** The sign-in pages of one request, in the visitor's language and the site's look. */
export interface SignInPages {
  text(key: SignInText, values?: { provider: string }): string;
  /** The whole document around the page's markup, and the Content-Security-Policy it is sent with. */
  render(page: { title: string; content: string }): { html: string; csp: string };
}

/** The site's sign-in pages for a request, chosen by its headers (the visitor's language). */
export type SignInPagesFor = (headers: Headers) => SignInPages;

/** One confidential client: a sign-in provider of the site that the local provider stands in for. */
export interface LocalIdpClient {
  id: string;
  secret: string;
  /** The site's callback for this provider. */
  redirectUri: string;
  /** The provider's name, as the form shows it. */
  providerName: string;
}

export interface LocalIdpOptions {
  /** Where the browser reaches the provider through the site, such as `{site origin}/dev-idp`. */
  issuer: string;
  /** The site's secret, from which the provider's cookie keys are derived. */
  secret: string;
  clients: LocalIdpClient[];
  pages: SignInPagesFor;
  log: Logger;
}
