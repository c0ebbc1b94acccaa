/** The visitor's analytics choice, kept in a first-party cookie for a year. */
export type AnalyticsConsent = 'granted' | 'denied' | 'unset';

export const CONSENT_COOKIE = 'tribe_consent';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const CHANGE_EVENT = 'tribe:consentchange';

export function readConsent(cookieHeader: string): AnalyticsConsent {
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSENT_COOKIE)?.[1];
  return value === 'granted' || value === 'denied' ? value : 'unset';
}

export function currentConsent(): AnalyticsConsent {
  return typeof document === 'undefined' ? 'unset' : readConsent(document.cookie);
}

export function saveConsent(choice: Exclude<AnalyticsConsent, 'unset'>): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
