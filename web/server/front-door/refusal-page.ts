import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { type Locale, locales } from '@tribe/routes';
import { escapeHtml } from '@tribe/server-kit/escape-html';
import { renderHtmlPage } from '../http/html-page';
import { requestLocale } from '../i18n/request-locale';
import { platformTranslator } from '../i18n/texts';
import type { Refusal } from './request-guard';

/**
 * The refusals a visitor can meet in a browser, with a page of their own: a damaged or overlong
 * link, or a visit from another machine to a server that serves only its own.
 */
const PAGE_CODES = ['malformed_path', 'uri_too_long', 'this_machine_only'] as const;
/** Refusals of the whole site: its home page is refused too, so the page does not link it. */
const WHOLE_SITE: readonly PageCode[] = ['this_machine_only'];
type PageCode = (typeof PAGE_CODES)[number];

const hasPage = (code: string): code is PageCode => (PAGE_CODES as readonly string[]).includes(code);

/** The address's own language (`/en/…`), else the visitor's (the locale cookie, Accept-Language). */
function pageLocale(target: string, headers: IncomingHttpHeaders): Locale {
  const prefix = target.split(/[/?#]/)[1];
  const named = locales.find((locale) => locale === prefix);
  if (named) return named;
  const asked = new Headers();
  for (const name of ['cookie', 'accept-language'] as const) {
    const value = headers[name];
    if (value) asked.set(name, value);
  }
  return requestLocale(asked);
}

/**
 * The refusal as a page in the visitor's language, for a browser (a GET or HEAD asking for HTML,
 * outside the API) that followed a damaged or overlong link or came from another machine; null
 * where the JSON answer stays (API calls, other clients, a method no browser navigates with).
 */
export function refusalPage(
  refusal: Refusal,
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
): Refusal | null {
  const target = request.url ?? '/';
  const wantsPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !target.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html');
  if (!wantsPage || !hasPage(refusal.code)) return null;
  const locale = pageLocale(target, request.headers);
  const t = platformTranslator(locale, 'FrontDoor');
  const title = t(`${refusal.code}_title`);
  const home = WHOLE_SITE.includes(refusal.code)
    ? ''
    : `<a class="action" href="/${locale}">${escapeHtml(t('back_home'))}</a>`;
  const { html, csp } = renderHtmlPage({
    locale,
    title,
    content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(`${refusal.code}_text`, refusal.figures))}</p>${home}`,
  });
  return {
    ...refusal,
    headers: {
      ...refusal.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  };
}
