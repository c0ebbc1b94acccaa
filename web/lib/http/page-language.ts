/**
 * The language of the page making an API request, sent as its Accept-Language: the site sets no
 * language cookie, and the browser's own list may differ from the language the visitor reads in,
 * so errors and e-mails follow the page.
 */
export function pageLanguageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}
